import { cx } from '../../lib/cx.ts';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'quiet' | 'danger';
type Size = 'md' | 'sm';

export type Look = { variant?: Variant; size?: Size; block?: boolean };

/** A button's classes, for an element that is not a button (a download link). */
export function buttonClass({ variant = 'secondary', size = 'md', block = false }: Look = {}) {
  return cx(styles.button, styles[variant], styles[size], block && styles.block);
}
