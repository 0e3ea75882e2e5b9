import { vimeoLinkBodySchema, type VimeoLinkBody } from '@aurelle/contract';
import { Alert } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
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
  const add = useAddVimeoLink();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    vimeoLinkBodySchema,
    {
      url: '',
    },
  );
  // The panel shows the notice: the form is gone by then.
  const { message, submit } = useSubmitFeedback(setError, ['url'], subscribe);
  const onValid = submit(async (values: VimeoLinkBody) => {
    await add.mutateAsync({ params: { productId }, body: values });
    reset({ url: '' });
    onDone(t.vimeoAdded);
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.vimeoLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        hint={t.vimeoHint}
        {...field('url')}
      />
      <FormActions label={t.addVimeo} pendingLabel={t.addVimeo} pending={isSubmitting} />
    </form>
  );
}
