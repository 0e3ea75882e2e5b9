import { ApiError } from '@aurelle/client';
import { fieldErrorsOf } from '@aurelle/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormSetError,
  type UseFormSubscribe,
} from 'react-hook-form';
import { texts } from '../texts.ts';
import { messageOf } from './api.ts';

/**
 * Puts the server's field errors (`errors`, keyed by field name) under the form's fields, and
 * answers the server's message to show above the form, or null when a field already says it.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return messageOf(error);
  const shown: string[] = [];
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const match = fields.find((name) => name === field);
    if (!match) continue;
    setError(match, { type: 'server', message }, { shouldFocus: shown.length === 0 });
    shown.push(message);
  }
  return shown.includes(error.message) ? null : error.message;
}

/**
 * What a form shows once sent: the server's message above its fields (its field errors go under
 * `fields`, as in `showServerErrors`), or a quiet notice that it worked. `submit(send)` is the
 * form's `onValid`: it clears both, runs `send`, and keeps the notice `send` answers, if any, or
 * the refusal; `clear()` clears both (a dialog's form, opened again). Given the form's `subscribe`,
 * the message goes as soon as a field changes: it was about what was sent, not what is typed now.
 */
export function useSubmitFeedback<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  subscribe?: UseFormSubscribe<T>,
) {
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  useEffect(
    () => subscribe?.({ formState: { values: true }, callback: () => setMessage(null) }),
    [subscribe],
  );
  const submit =
    <V>(send: (values: V) => Promise<string | void>) =>
    async (values: V) => {
      setMessage(null);
      setNotice('');
      try {
        setNotice((await send(values)) ?? '');
      } catch (error) {
        setMessage(showServerErrors(error, setError, fields));
      }
    };
  const clear = () => {
    setMessage(null);
    setNotice('');
  };
  return { message, notice, submit, clear };
}

/** An issue as zod hands it to a parse's `error` option: its code and its parameters. */
type ParseIssue = {
  code: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
};

/**
 * Parse options for `zodResolver(schema, formParseOptions)`: an issue the contract gives no message
 * of its own reads as a sentence (an empty field "Fill in this field", a text too long its limit);
 * every message the contract words stays the contract's.
 */
export const formParseOptions = {
  error: (issue: ParseIssue) => {
    if ((issue.code === 'too_small' && issue.minimum === 1) || issue.input === undefined)
      return texts.form.required;
    const text = issue.origin === 'string';
    if (issue.code === 'too_big' && text) return texts.form.atMost(Number(issue.maximum));
    if (issue.code === 'too_small' && text) return texts.form.atLeast(Number(issue.minimum));
    if (issue.code === 'invalid_value') return texts.form.notAChoice;
    return texts.form.invalid;
  },
};

/**
 * The server's field errors for a form with nested and listed fields (`name.en`,
 * `options.0.values.1.priceDelta`): `fieldOf` names the field each key goes under, or null; the
 * others are answered as [key, message] pairs to show above the form, after the message.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (key: string) => Path<T> | null,
): { message: string; unplaced: [string, string][] } {
  if (!(error instanceof ApiError)) return { message: messageOf(error), unplaced: [] };
  const unplaced: [string, string][] = [];
  let first = true;
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldOf(key);
    if (!field) {
      if (message !== error.message) unplaced.push([key, message]);
      continue;
    }
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return { message: error.message, unplaced };
}

/** A zod schema (the contract's, or a form's own) of a form's values as typed and as sent. */
type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/**
 * A form checked with a zod schema the house's way: each field when it is left, then as it
 * changes; an empty field "Fill in this field", every other message the schema's. Besides
 * react-hook-form's own, it answers `field(name)`: the props a field takes from the form.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>> | undefined,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, formParseOptions),
    mode: 'onTouched',
    defaultValues,
  });
  /** A field's props from its name: its registration, and its error's message to show under it. */
  const field = (
    name: Path<z.input<S>>,
    options?: RegisterOptions<z.input<S>, Path<z.input<S>>>,
  ) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
  return { ...form, field };
}

/**
 * A schema form in a dialog: `open` and `changeOpen` for the dialog, which empties the form
 * (`empty`) and its feedback each time it opens; the form as useSchemaForm gives it, and its
 * feedback as useSubmitFeedback does for `fields`.
 */
export function useDialogForm<S extends FormSchema>(
  schema: S,
  empty: DefaultValues<z.input<S>>,
  fields: readonly Path<z.input<S>>[],
) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(schema, empty);
  const feedback = useSubmitFeedback(form.setError, fields, form.subscribe);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset(empty);
      feedback.clear();
    }
  };
  return { ...form, ...feedback, open, setOpen, changeOpen };
}
