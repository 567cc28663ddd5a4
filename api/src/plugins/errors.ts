// The one error handler: every failure leaves as the shop's error body ({errors: {general, fieldsErrors}}), translated;
// 5xx answers hide internals.
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { DEFAULT_LANGUAGE, isMessageKey, translate, type MessageKey, type MessageParams } from '../i18n/messages.js';
import { resolveLanguage } from '../lib/language.js';

export interface GeneralError { identifier: string; message: string }
export interface FieldError { fieldName: string; identifier: string; message: string }
export interface ErrorBody { errors: { general: GeneralError[]; fieldsErrors: FieldError[] } }

interface ValidationIssue { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }

function valueAt(source: unknown, path: string[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Maps a zod issue to one of our message identifiers, so every language gets its own text. */
function describeIssue(issue: ValidationIssue, missing: boolean): { identifier: MessageKey; params: MessageParams } {
  const p = issue.params;
  if (issue.message && isMessageKey(issue.message)) return { identifier: issue.message, params: {} };
  switch (issue.keyword) {
    case 'invalid_type':
      return missing ? { identifier: 'error.validation.required', params: {} } : { identifier: 'error.validation.invalidType', params: { expected: String(p.expected ?? '') } };
    case 'too_small':
      return p.origin === 'string'
        ? { identifier: 'error.validation.tooShort', params: { minimum: String(p.minimum) } }
        : { identifier: 'error.validation.tooSmall', params: { minimum: String(p.minimum) } };
    case 'too_big':
      return p.origin === 'string'
        ? { identifier: 'error.validation.tooLong', params: { maximum: String(p.maximum) } }
        : { identifier: 'error.validation.tooBig', params: { maximum: String(p.maximum) } };
    case 'invalid_value':
      return { identifier: 'error.validation.invalidOption', params: { options: Array.isArray(p.values) ? p.values.join(', ') : '' } };
    case 'invalid_format':
      return { identifier: 'error.validation.invalidFormat', params: {} };
    default:
      return { identifier: 'error.validation.invalid', params: {} };
  }
}

export function errorBody(general: GeneralError[], fieldsErrors: FieldError[] = []): ErrorBody {
  return { errors: { general, fieldsErrors } };
}

function sendGeneral(request: FastifyRequest, reply: FastifyReply, status: number, identifier: MessageKey, params?: MessageParams): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody([{ identifier, message: request.t(identifier, params) }]));
}

/**
 * Fastify's own refusals before any route runs (Fastify's `frameworkErrors`): a path that is not valid percent-encoding
 * (FST_ERR_BAD_URL) and a path segment over the router's limit (FST_ERR_MAX_PARAM_LENGTH, 414). They answer the shop's
 * error body in the request's language, without Fastify's code or the URL echoed back.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let query: Record<string, string> = {};
  try {
    query = Object.fromEntries(new URL(request.raw.url ?? '/', 'http://x').searchParams);
  } catch {
    // The URL itself is what is broken: the header still gives the language.
  }
  // No route, so none of the request decorations (request.t): the language is worked out here.
  const language = resolveLanguage(query, request.headers['accept-language']);
  request.log.info({ code: error.code }, 'request refused by the router');
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const identifier: MessageKey = tooLong ? 'error.request.uriTooLong' : 'error.request.invalid';
  void reply.code(tooLong ? 414 : 400).type('application/json; charset=utf-8')
    .send(errorBody([{ identifier, message: translate(language, identifier) }]));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a malformed request line or header, headers over the
 * size limit, a request that took too long): the shop's error body, in Spanish (no request was read to tell the
 * language), instead of Fastify's default text.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, identifier]: [number, string, MessageKey] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
    ? [408, 'Request Timeout', 'error.request.timeout']
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'error.request.headersTooLarge']
      : [400, 'Bad Request', 'error.request.invalid'];
  const body = JSON.stringify(errorBody([{ identifier, message: translate(DEFAULT_LANGUAGE, identifier) }]));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
      + `Connection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** What a 503 for a database outage asks clients to wait before trying again. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

let lastOutageLog = 0;
let outageRequests = 0;
/** One warning per few seconds of an outage (with how many requests it refused), not one per request. */
function noteDatabaseOutage(request: FastifyRequest, error: FastifyError): void {
  outageRequests += 1;
  const now = Date.now();
  if (now - lastOutageLog < 5_000) return;
  lastOutageLog = now;
  request.log.warn({ code: error.code, reason: error.message, refused: outageRequests }, 'database unavailable: answering 503');
  outageRequests = 0;
}

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = (error.validationContext ?? 'querystring') as 'querystring' | 'params' | 'body' | 'headers';
      const source = part === 'querystring' ? request.query : part === 'params' ? request.params : part === 'body' ? request.body : request.headers;
      const fieldsErrors = (error.validation as unknown as ValidationIssue[]).map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const { identifier, params } = describeIssue(issue, valueAt(source, path) === undefined);
        return { fieldName: path.join('.') || part, identifier, message: request.t(identifier, params) };
      });
      return reply.code(400).send(errorBody([], fieldsErrors));
    }
    if (error instanceof AppError) {
      const general = error.fieldErrors.length ? [] : [{ identifier: error.identifier, message: request.t(error.identifier, error.params) }];
      const fieldsErrors = error.fieldErrors.map((f) => ({ fieldName: f.fieldName, identifier: f.identifier, message: request.t(f.identifier, f.params) }));
      return reply.code(error.statusCode).send(errorBody(general, fieldsErrors));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (stopped, restarting, connections cut): the shop is in maintenance for a moment, not
      // broken. 503 sends the pages to /maintenance; nothing was written (a transaction cut short rolls back).
      noteDatabaseOutage(request, error);
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return sendGeneral(request, reply, 503, 'error.unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendGeneral(request, reply, 500, 'error.internal');
    }
    if (status === 404) return sendGeneral(request, reply, 404, 'error.route.notFound');
    if (status === 413) return sendGeneral(request, reply, 413, 'error.request.tooLarge');
    if (status === 415) return sendGeneral(request, reply, 415, 'error.request.unsupportedMediaType');
    if (status === 429) return sendGeneral(request, reply, 429, 'error.rateLimited');
    request.log.info({ err: error }, 'request rejected');
    return sendGeneral(request, reply, status, 'error.request.invalid');
  });

  app.setNotFoundHandler((request, reply) => sendGeneral(request, reply, 404, 'error.route.notFound'));
}, { name: 'errors', dependencies: ['i18n'] });
