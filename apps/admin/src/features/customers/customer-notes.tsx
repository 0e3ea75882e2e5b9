import { customerNoteBodySchema, type CustomerNote } from '@aurelle/contract';
import { NoteForm } from '../../components/note-form.tsx';
import { Section } from '../../components/ui/page.tsx';
import { formatIndiaDateTime } from '../../lib/format.ts';
import { useAddCustomerNote } from './api.ts';
import styles from './customers.module.css';
import { texts } from './texts.ts';

const t = texts.customer;

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
  const add = useAddCustomerNote();
  return (
    <Section title={t.notes} panel>
      <p className={styles.hint}>{t.notesIntro}</p>
      {canWrite && (
        <NoteForm
          label={t.noteField}
          hint={t.noteHint}
          schema={customerNoteBodySchema}
          onAdd={(body) => add.mutateAsync({ params: { customerId }, body })}
        />
      )}
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
