import { orderNoteBodySchema } from '@aurelle/contract';
import { NoteForm } from '../../components/note-form.tsx';
import { useOrderAction } from './api.ts';
import { texts } from './texts.ts';

const t = texts.order;

/** A note for the team, added to the timeline. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const add = useOrderAction('addOrderNote', orderId);
  return (
    <NoteForm
      compact
      label={t.noteLabel}
      hint={t.noteHint}
      schema={orderNoteBodySchema}
      onAdd={(body) => add.run({ body })}
    />
  );
}
