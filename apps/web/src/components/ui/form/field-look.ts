import type { FieldLook } from '@aurelle/ui/field';
import styles from './form.module.css';

/** The shop's look for its fields (@aurelle/ui/field): small spaced labels, an accent asterisk. */
export const fieldLook: FieldLook = {
  field: styles.field,
  label: styles.label,
  mark: styles.required,
  hint: styles.hint,
  error: styles.error,
};
