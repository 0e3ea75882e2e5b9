import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** The id of the error of the field whose control has the id `id`. */
export const errorId = (id: string) => `${id}-error`;

/** The id of the hint of the field whose control has the id `id`. */
export const hintId = (id: string) => `${id}-hint`;

/** The ids of a field's hint and error, for its control's `aria-describedby`; undefined without either. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  return cx(hint ? hintId(id) : '', error ? errorId(id) : '') || undefined;
}
