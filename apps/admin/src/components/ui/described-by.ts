import type { ReactNode } from 'react';

/** The ids of a field's rule and error, for its `aria-describedby`; undefined without either. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}
