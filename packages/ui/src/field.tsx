import { useId, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { describedBy, errorId, hintId } from './field-ids.ts';

/** What a field gives its control: its id, the ids of the words that describe it, and whether it is wrong. */
export type FieldControl = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

/** An app's look for its fields: a class for the field and for each of its parts. */
export type FieldLook = {
  field?: string;
  label?: string;
  mark?: string;
  hint?: string;
  error?: string;
};

/** A field's hint and its error, under its control, with the ids `describedBy` names. */
export function FieldNotes({
  id,
  hint,
  error,
  announceError = false,
  look = {},
}: {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  announceError?: boolean;
  look?: FieldLook;
}) {
  return (
    <>
      {hint && (
        <div id={hintId(id)} className={look.hint}>
          {hint}
        </div>
      )}
      {announceError ? (
        <p id={errorId(id)} className={look.error} role="alert" aria-live="polite">
          {error}
        </p>
      ) : (
        error && (
          <p id={errorId(id)} className={look.error}>
            {error}
          </p>
        )
      )}
    </>
  );
}

type FieldProps = {
  /** The control's id; the field makes one without it. */
  id?: string;
  label: ReactNode;
  /** Keeps the label for screen readers only (a field in a table row). */
  hideLabel?: boolean;
  /** Shown after the label and hidden from screen readers, which hear the control's own state. */
  mark?: ReactNode;
  /** The field's rule or a note, under the control and read with it. */
  hint?: ReactNode;
  /** What is wrong with the value, under the control and read with it. */
  error?: ReactNode;
  /**
   * The error's place stays in the page as a live region, so an error that appears as the value
   * is typed is read out when it appears.
   */
  announceError?: boolean;
  look?: FieldLook;
  /** The control, given its id and what describes it. */
  children: (control: FieldControl) => ReactNode;
};

/** A labelled control with its hint and its error under it, both read with the control. */
export function Field({
  id: givenId,
  label,
  hideLabel = false,
  mark,
  hint,
  error,
  announceError = false,
  look = {},
  children,
}: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={look.field}>
      <label htmlFor={id} className={cx(look.label, hideLabel && 'visually-hidden') || undefined}>
        {label}
        {mark && (
          <span className={look.mark} aria-hidden="true">
            {mark}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy(id, hint, error || announceError),
        'aria-invalid': error ? true : undefined,
      })}
      <FieldNotes id={id} hint={hint} error={error} announceError={announceError} look={look} />
    </div>
  );
}
