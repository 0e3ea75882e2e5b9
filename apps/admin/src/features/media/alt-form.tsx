import { mediaAltSchema, type MediaAsset } from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useSetMediaAlt } from './api.ts';
import styles from './media.module.css';
import { texts } from './texts.ts';

const t = texts.media;
const altFormSchema = z.object({ en: mediaAltSchema.shape.en, fr: z.string() });
type AltForm = z.output<typeof altFormSchema>;

/** A photo's or film's text alternative, in English and French. */
export function AltForm({
  productId,
  item,
  onDone,
}: {
  productId: string;
  item: MediaAsset;
  onDone: (notice: string) => void;
}) {
  const save = useSetMediaAlt();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    altFormSchema,
    {
      en: item.alt.en,
      fr: item.alt.fr ?? '',
    },
  );
  // The panel shows the notice.
  const { message, submit } = useSubmitFeedback(setError, ['en', 'fr'], subscribe);
  const onValid = submit(async (values: AltForm) => {
    await save.mutateAsync({
      params: { productId, mediaId: item.id },
      body: { alt: { en: values.en, ...(values.fr.trim() ? { fr: values.fr } : {}) } },
    });
    reset(values);
    onDone(t.altSaved);
  });
  const { isSubmitting, isDirty } = formState;
  return (
    <form noValidate className={styles.altForm} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField label={t.altEn} hint={t.altHint} autoComplete="off" {...field('en')} />
      <TextField label={t.altFr} autoComplete="off" lang="fr" {...field('fr')} />
      <div>
        <Button type="submit" size="sm" pending={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? texts.form.saving : t.saveAlt}
        </Button>
      </div>
    </form>
  );
}
