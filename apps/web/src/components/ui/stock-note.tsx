import type { ReactNode } from 'react';
import styles from './stock-note.module.css';

type Props = {
  soldOut: boolean;
  children: ReactNode;
  as?: 'p' | 'span';
  'data-testid'?: string;
};

/** A product's stock as a small label: a dot before the count, or the sold-out text in red. */
export function StockNote({ soldOut, children, as: Tag = 'span', ...rest }: Props) {
  return (
    <Tag className={soldOut ? `${styles.stock} ${styles.soldOut}` : styles.stock} {...rest}>
      {soldOut ? null : <span className={styles.dot} aria-hidden="true" />}
      {children}
    </Tag>
  );
}
