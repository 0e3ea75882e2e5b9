import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerNoteBodySchema,
  type CustomerNote,
  type CustomerNoteBody,
} from '@aurelle/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Section } from '../../components/ui/page.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
import { formatIndiaDateTime } from '../../lib/format.ts';
import { texts } from '../../texts.ts';
import styles from './customers.module.css';
import { useAddCustomerNote } from './use-customers.ts';

const t = texts.customer;

function NoteForm({ customerId }: { customerId: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const add = useAddCustomerNote();
  const { register, handleSubmit, setError, formState, reset } = useForm<CustomerNoteBody>({
    resolver: zodResolver(customerNoteBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: { text: '' },
  });
  const onValid = async (body: CustomerNoteBody) => {
    setMessage(null);
    setNotice('');
    try {
      await add.mutateAsync({ params: { customerId }, body });
      reset({ text: '' });
      setNotice(t.noteAdded);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['text']));
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextArea
        label={t.noteField}
        rows={3}
        hint={t.noteHint}
        error={errors.text?.message}
        {...register('text')}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" pending={isSubmitting}>
          {isSubmitting ? t.adding : t.addNote}
        </Button>
      </div>
      <Notice>{notice}</Notice>
    </form>
  );
}

/** Staff notes, newest first, and (for a role that may write) the form to add one. */
export function CustomerNotes({
  customerId,
  notes,
  canWrite,
}: {
  customerId: string;
  notes: readonly CustomerNote[];
  canWrite: boolean;
}) {
  return (
    <Section title={t.notes} panel>
      <p className={styles.hint}>{t.notesIntro}</p>
      {canWrite && <NoteForm customerId={customerId} />}
      {notes.length === 0 ? (
        <p className={styles.hint}>{t.noNotes}</p>
      ) : (
        <ol className={styles.notes} aria-label={t.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteText}>{note.text}</p>
              <p className={styles.noteBy}>
                {t.noteBy(note.actor ?? t.someone, formatIndiaDateTime(note.at))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
