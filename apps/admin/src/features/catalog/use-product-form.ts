import { get, useFormContext, type FieldErrors, type Path } from 'react-hook-form';
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
