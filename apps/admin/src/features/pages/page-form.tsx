import { pageBodySchema, type AdminPage, type PageBody } from '@aurelle/contract';
import { useEffect } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import { useSavePage } from './api.ts';
import styles from './pages.module.css';
import { RichTextEditor } from './rich-text-editor.tsx';
import { texts } from './texts.ts';

const t = texts.edit;
const LANGUAGES = [
  { lang: 'en', legend: t.english },
  { lang: 'fr', legend: t.french },
] as const;
const PAGE_FIELDS: readonly Path<PageBody>[] = LANGUAGES.flatMap(({ lang }) =>
  (['eyebrow', 'title', 'lede', 'body'] as const).map((field) => `${lang}.${field}` as const),
);

const formOf = (page: AdminPage): PageBody => ({ en: { ...page.en }, fr: { ...page.fr } });

type Props = {
  page: AdminPage;
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * A page's texts in English and French: the header's plain lines, then the text as rich text. The
 * server cleans the text by its allow-list; what it saved is what the form shows next.
 */
export function PageForm({ page, onDirtyChange }: Props) {
  const save = useSavePage();
  const { handleSubmit, setError, formState, reset, control, field } = useSchemaForm(
    pageBodySchema,
    formOf(page),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, PAGE_FIELDS);
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onValid = submit(async (body: PageBody) => {
    const saved = await save.mutateAsync({ params: { slug: page.slug }, body });
    reset(formOf(saved));
    return t.saved;
  });

  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      {LANGUAGES.map(({ lang, legend }) => (
        <fieldset key={lang} className={styles.group} lang={lang}>
          <legend className={labelStyles.label}>{legend}</legend>
          <TextField label={t.eyebrow} {...field(`${lang}.eyebrow`)} />
          <TextField label={t.title_} {...field(`${lang}.title`)} />
          <TextArea label={t.lede} rows={3} {...field(`${lang}.lede`)} />
          <Controller
            control={control}
            name={`${lang}.body`}
            render={({ field: body, fieldState }) => (
              <RichTextEditor
                label={t.body}
                lang={lang}
                hint={page.slug === 'policies' ? `${t.bodyHint} ${t.anchorsHint}` : t.bodyHint}
                error={fieldState.error?.message}
                value={body.value}
                onChange={body.onChange}
                onBlur={body.onBlur}
              />
            )}
          />
        </fieldset>
      ))}
      <Notice>{notice}</Notice>
      <FormActions label={t.save} pending={isSubmitting} />
    </form>
  );
}
