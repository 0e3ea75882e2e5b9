import { faqsBodySchema, type AdminFaqs, type FaqsBody } from '@aurelle/contract';
import { useEffect } from 'react';
import { useFieldArray, type Control, type Path } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import { useSaveFaqs } from './blog-api.ts';
import { texts } from './blog-texts.ts';
import styles from './pages.module.css';

const t = texts.faqs;
const LANGUAGES = [
  { lang: 'en', legend: t.english },
  { lang: 'fr', legend: t.french },
] as const;
type Lang = (typeof LANGUAGES)[number]['lang'];
const NO_FIELDS: readonly Path<FaqsBody>[] = [];

type FieldOf = ReturnType<typeof useSchemaForm<typeof faqsBodySchema>>['field'];

/** One language's questions: each editable, movable up or down, removable; one more at the end. */
function FaqGroup({
  lang,
  legend,
  control,
  field,
}: {
  lang: Lang;
  legend: string;
  control: Control<FaqsBody>;
  field: FieldOf;
}) {
  const list = useFieldArray({ control, name: lang });
  return (
    <fieldset className={styles.group} lang={lang}>
      <legend className={labelStyles.label}>{legend}</legend>
      {list.fields.map((item, index) => (
        <div key={item.id} className={styles.faq}>
          <TextField label={t.question(index + 1)} {...field(`${lang}.${index}.question`)} />
          <TextArea label={t.answer(index + 1)} rows={3} {...field(`${lang}.${index}.answer`)} />
          <div className={styles.rowActions}>
            <Button
              size="sm"
              disabled={index === 0}
              onClick={() => list.move(index, index - 1)}
              aria-label={t.moveUp(index + 1)}
            >
              {t.up}
            </Button>
            <Button
              size="sm"
              disabled={index === list.fields.length - 1}
              onClick={() => list.move(index, index + 1)}
              aria-label={t.moveDown(index + 1)}
            >
              {t.down}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => list.remove(index)}
              aria-label={t.removeOne(index + 1)}
            >
              {t.remove}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button size="sm" onClick={() => list.append({ question: '', answer: '' })}>
          {t.add}
        </Button>
      </div>
    </fieldset>
  );
}

/** Customer care's questions in English and French; a save replaces both lists as shown. */
export function FaqsForm({
  faqs,
  onDirtyChange,
}: {
  faqs: AdminFaqs;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveFaqs();
  const { handleSubmit, setError, formState, reset, control, field } = useSchemaForm(
    faqsBodySchema,
    faqs,
  );
  const { message, notice, submit } = useSubmitFeedback(setError, NO_FIELDS);
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onValid = submit(async (body: FaqsBody) => {
    reset(await save.mutateAsync({ body }));
    return t.saved;
  });
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      {LANGUAGES.map(({ lang, legend }) => (
        <FaqGroup key={lang} lang={lang} legend={legend} control={control} field={field} />
      ))}
      <Notice>{notice}</Notice>
      <FormActions label={t.save} pending={isSubmitting} />
    </form>
  );
}
