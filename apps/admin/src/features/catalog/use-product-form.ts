import { get, useFormContext, type FieldErrors, type FormState, type Path } from 'react-hook-form';
import type { ProductFormInput, ProductFormValues } from './product-form-values.ts';

export type ProductPath = Path<ProductFormInput>;

/** The product form, from inside one of its sections. */
export function useProductForm() {
  return useFormContext<ProductFormInput, unknown, ProductFormValues>();
}

/** The message under a field, nested or listed (`options.0.values.1.priceDelta`). */
export function errorAt(errors: FieldErrors<ProductFormInput>, name: string): string | undefined {
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/**
 * The message a field shows: once the field has been left, the form sent, or the server has
 * spoken. A list re-checks all its rows when one is added; the new row's empty fields wait
 * until the owner has been through them.
 */
export function shownErrorAt(
  formState: FormState<ProductFormInput>,
  name: string,
): string | undefined {
  // Each part of the state is read on every render: the form re-renders on what was read.
  const { errors, touchedFields, isSubmitted } = formState;
  const touched = get(touchedFields, name) === true;
  const fromServer = (get(errors, name) as { type?: string } | undefined)?.type === 'server';
  return isSubmitted || touched || fromServer ? errorAt(errors, name) : undefined;
}
