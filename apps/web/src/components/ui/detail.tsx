import type { ReactNode } from 'react';

type Props = { term: ReactNode; className?: string | undefined; children: ReactNode };

/** One entry of a description list (`<dl>`): what it is, then its value. */
export function Detail({ term, className, children }: Props) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
