import { zodResolver } from '@hookform/resolvers/zod';
import { orderNoteBodySchema, type OrderNoteBody } from '@aurelle/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
import { texts } from '../../texts.ts';
import styles from './orders.module.css';
import { useOrderAction } from './use-orders.ts';

const t = texts.order;

/** A note for the team, added to the timeline. */
export function NoteForm({ orderId }: { orderId: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const add = useOrderAction('addOrderNote', orderId);
  const { register, handleSubmit, setError, formState, reset } = useForm<
    OrderNoteBody,
    unknown,
    { text: string }
  >({
    resolver: zodResolver(orderNoteBodySchema, formParseOptions),
    mode: 'onSubmit',
    defaultValues: { text: '' },
  });
  const onValid = async (body: { text: string }) => {
    setMessage(null);
    setNotice('');
    try {
      await add.run({ body });
      reset({ text: '' });
      setNotice(t.noteAdded);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['text']));
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate className={styles.noteForm} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextArea
        label={t.noteLabel}
        rows={2}
        hint={t.noteHint}
        error={errors.text?.message}
        {...register('text')}
      />
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t.addingNote : t.addNote}
        </Button>
      </div>
      <Notice>{notice}</Notice>
    </form>
  );
}
