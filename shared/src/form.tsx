// @shop/shared/form: what the shop's larger forms are built with — react-hook-form, its zod resolver, the zod/mini pieces
// their schemas use — and the bridge that puts the server's field errors on the form's own fields.
//
// Apps import these only from here (lint). A shared module is never tree-shaken, so this entry bundles only what the
// forms use; it is a singleton, so the page holds one copy however many remotes show a form. Every form lives in a
// lazily loaded component (the cart panel, the account pages, dialogs), so nothing of this reaches a first load.
// zod/mini rather than zod: the same checks as functions, so only the few the schemas use are bundled (classic zod
// carries every method on every schema).
import type { ChangeEvent, Ref } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { object, superRefine, type ZodMiniType } from 'zod/mini';
import { isApiError, type FieldErrors } from '@shop/shared/api';
import { TextField, type TextFieldProps } from '@shop/shared/ui-forms';

export { Controller, useForm, useWatch } from 'react-hook-form';
export type { Control, ControllerRenderProps, FieldPath, FieldValues, SubmitHandler, UseFormReturn, UseFormSetError } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export { boolean, nullable, number, object, string } from 'zod/mini';

/** What a form's rules answer: per failing field, the message's i18n key (the form translates it). */
export type RuleProblems<T> = Partial<Record<Extract<keyof T, string>, string>>;

/**
 * A form's zod schema: its fields' types, and its rules (functions over the shared domain rules, `@shop/api/rules`)
 * as one check whose issues carry the i18n key of each failing field. The rules run on the whole form because some
 * fields' rules depend on another field (an ID number on its type).
 */
export function formSchema<T extends object>(
  shape: { [K in keyof T]-?: ZodMiniType<T[K], T[K]> },
  rules: (values: T) => RuleProblems<T>,
): ZodMiniType<T, T> {
  // The shape's mapped type is exactly T's fields; zod's inference of it is not written as T, hence the cast.
  return object(shape as Record<string, ZodMiniType>).check(superRefine<T>((values, ctx) => {
    for (const [field, key] of Object.entries(rules(values))) {
      if (typeof key === 'string') ctx.addIssue({ code: 'custom', path: [field], message: key, input: (values as Record<string, unknown>)[field] });
    }
  }) as never) as unknown as ZodMiniType<T, T>;
}

/** The server's field names → the form's (unnamed ones are not on the form); `root.<name>` for what has no value (files). */
export type ServerFieldMap<T extends FieldValues> = Readonly<Record<string, FieldPath<T> | `root.${string}`>>;

/**
 * Puts the server's field errors (of an ApiError, or a call's FieldErrors) on the form's fields with `setError`, each
 * field's first message; focus stays where the shopper is. Answers whether every one found its field, so a form shows
 * the rest (say, a field it does not have) beside the form instead.
 */
export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: unknown, fields: ServerFieldMap<T>): boolean {
  const fieldErrors: FieldErrors = isApiError(errors) ? errors.fieldErrors : (errors as FieldErrors | null) ?? {};
  let everyPlaced = true;
  const placed = new Set<string>();
  for (const [serverName, list] of Object.entries(fieldErrors)) {
    const field = fields[serverName];
    const message = list[0]?.message;
    if (!message) continue;
    if (!field) {
      everyPlaced = false;
      continue;
    }
    if (placed.has(field)) continue;
    placed.add(field);
    setError(field, { type: 'server', message });
  }
  return everyPlaced;
}

/** A text field's props from a Controller's `field`: the value, its change (through `clean`, e.g. digits only), blur, and the input's ref (for focus). */
export function textFieldBinding<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  clean: (text: string) => string = (text) => text,
): { name: N; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void; onBlur: () => void; inputRef: Ref<HTMLInputElement> } {
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (event) => field.onChange(clean(event.target.value)),
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'> & {
  control: Control<T>;
  name: N;
  /** What the field keeps of typed or pasted text (e.g. digits only). */
  clean?: (text: string) => string;
  /** After the form holds the new value (e.g. clear a field that depends on this one). */
  onValueChange?: (value: string) => void;
  /** The field's error, already in the shopper's language: marks it invalid and describes it (aria-describedby). */
  message?: string;
  /** Shown below the field while it has no error. */
  hint?: string;
};

/** A text field (MUI, select included) bound to a form field: its value, its error and hint as the helper text. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>>(
  { control, name, clean, onValueChange, message, hint, ...props }: FormTextFieldProps<T, N>,
) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const binding = textFieldBinding(field, clean);
        return (
          <TextField
            {...props}
            {...binding}
            onChange={(event) => {
              binding.onChange(event);
              onValueChange?.(event.target.value);
            }}
            error={Boolean(message)}
            helperText={message ?? hint}
          />
        );
      }}
    />
  );
}
