import { zodResolver } from '@hookform/resolvers/zod';
import type { customerNoteBodySchema, orderNoteBodySchema } from '@aurelle/contract';
import { useForm } from 'react-hook-form';
import { formParseOptions, useSubmitFeedback } from '../lib/form.ts';
import { texts } from '../texts.ts';
import styles from './note-form.module.css';
import { Alert, Notice } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import formStyles from './ui/form.module.css';
import { TextArea } from './ui/text-area.tsx';

/** The contract's body of a staff note, for an order or a customer: its `text`, trimmed. */
type NoteSchema = typeof orderNoteBodySchema | typeof customerNoteBodySchema;
type Note = { text: string };

/**
 * A note for the team: the box with its rule, the server's refusal above it, and a quiet word
 * once the note is added (the box is emptied for the next one).
 */
export function NoteForm({
  label,
  hint,
  schema,
  onAdd,
  compact = false,
}: {
  label: string;
  hint: string;
  schema: NoteSchema;
  onAdd: (body: Note) => Promise<unknown>;
  /**
   * Above a timeline: two lines and a quiet button, and the rule shown only once the note is
   * sent (passing through the empty box flags nothing). Else a panel's form, checked on leaving.
   */
  compact?: boolean;
}) {
  const { register, handleSubmit, setError, formState, reset, subscribe } = useForm<Note>({
    resolver: zodResolver(schema, formParseOptions),
    mode: compact ? 'onSubmit' : 'onTouched',
    defaultValues: { text: '' },
  });
  const { message, notice, submit } = useSubmitFeedback(setError, ['text'], subscribe);
  const onValid = submit(async (body: Note) => {
    await onAdd(body);
    reset({ text: '' });
    return texts.noteForm.added;
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      className={compact ? styles.compact : formStyles.form}
      onSubmit={handleSubmit(onValid)}
    >
      {message && <Alert>{message}</Alert>}
      <TextArea
        label={label}
        rows={compact ? 2 : 3}
        hint={hint}
        error={errors.text?.message}
        {...register('text')}
      />
      <div className={compact ? undefined : formStyles.actions}>
        <Button type="submit" variant={compact ? undefined : 'primary'} pending={isSubmitting}>
          {isSubmitting ? texts.noteForm.adding : texts.noteForm.add}
        </Button>
      </div>
      <Notice>{notice}</Notice>
    </form>
  );
}
