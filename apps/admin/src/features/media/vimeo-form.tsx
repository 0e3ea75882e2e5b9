import { zodResolver } from '@hookform/resolvers/zod';
import { vimeoLinkBodySchema, type VimeoLinkBody } from '@aurelle/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { formParseOptions, showServerErrors } from '../../lib/form.ts';
import { useAddVimeoLink } from './api.ts';
import { texts } from './texts.ts';

const t = texts.media;

/** Adds a Vimeo film by its link, checked as the owner types and again by the server. */
export function VimeoForm({
  productId,
  onDone,
}: {
  productId: string;
  onDone: (notice: string) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddVimeoLink();
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(vimeoLinkBodySchema, formParseOptions),
    mode: 'onTouched',
    defaultValues: { url: '' },
  });
  const onValid = async (values: VimeoLinkBody) => {
    setMessage(null);
    try {
      await add.mutateAsync({ params: { productId }, body: values });
      reset({ url: '' });
      onDone(t.vimeoAdded);
    } catch (error) {
      setMessage(showServerErrors(error, setError, ['url']));
    }
  };
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.vimeoLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        hint={t.vimeoHint}
        error={errors.url?.message}
        {...register('url')}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" pending={isSubmitting}>
          {t.addVimeo}
        </Button>
      </div>
    </form>
  );
}
