import { ApiError } from '@aurelle/client';
import { fieldErrorsOf } from '@aurelle/client/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { placeServerErrors } from '../../lib/form.ts';

/** What a refused change shows above its form. */
export type Problem = {
  message: string;
  /** The server's messages for fields the form does not have. */
  others: string[];
  /** Someone acted first, or a rule refused (409): the order on screen was loaded again. */
  conflict: boolean;
};

/**
 * Puts a refusal's field errors beside the fields (`fieldOf` names the field a key goes under),
 * and answers what to show above the form; null when the fields say it all.
 */
export function problemOf<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (key: string) => Path<T> | null,
): Problem | null {
  const { message, unplaced } = placeServerErrors(error, setError, fieldOf);
  if (error instanceof ApiError && error.status === 400) {
    const keys = Object.keys(fieldErrorsOf(error));
    if (keys.length > 0 && keys.every((key) => fieldOf(key) !== null)) return null;
  }
  return {
    message,
    others: unplaced.map(([, line]) => line),
    conflict: error instanceof ApiError && error.status === 409,
  };
}

/** `fieldOf` for a form whose fields are named as the server keys them: the key, if a field. */
export function fieldAmong<F extends string>(fields: readonly F[]) {
  return (key: string): F | null => fields.find((field) => field === key) ?? null;
}
