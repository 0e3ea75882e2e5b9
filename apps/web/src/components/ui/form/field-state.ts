export type FieldState = {
  /** Spec §5: the error shows only when the field is touched, has one and is enabled. */
  error?: string | undefined;
  touched?: boolean | undefined;
  disabled?: boolean | undefined;
};

/** Whether a field's error is shown (spec §5 text input). */
export const showsError = ({ error, touched, disabled }: FieldState) =>
  Boolean(error && touched && !disabled);

/** Spec §5: a telephone input holds an optional leading plus and digits, nothing else. */
export function telephoneText(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + value.replace(/[^0-9]/g, '');
}

/** Spec §9 dropdown: menu 140–300 px high, a keyboard page of 5, above everything. */
export const DROPDOWN = { maxMenuHeight: 300, minMenuHeight: 140, pageSize: 5, zIndex: 99999 };
