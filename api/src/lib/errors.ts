// Domain errors that routes and services throw; the errors plugin turns them into the shop's error body.
import type { MessageKey, MessageParams } from '../i18n/messages.js';

export interface FieldErrorSpec { fieldName: string; identifier: MessageKey; params?: MessageParams }

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly identifier: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors: readonly FieldErrorSpec[] = [],
  ) {
    super(identifier);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(identifier: MessageKey, params: MessageParams = {}) {
    super(404, identifier, params);
    this.name = 'NotFoundError';
  }
}

/** A 400 with per-field errors and no general error, like a schema validation failure. */
export class FieldValidationError extends AppError {
  constructor(fieldErrors: readonly FieldErrorSpec[]) {
    super(400, 'error.validation.body', {}, fieldErrors);
    this.name = 'FieldValidationError';
  }
}
