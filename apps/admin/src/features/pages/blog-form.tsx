import { blogPostBodySchema, type AdminBlogPost, type BlogPostBody } from '@aurelle/contract';
import { useEffect } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import styles from './pages.module.css';
import { RichTextEditor } from './rich-text-editor.tsx';
import { useCreateBlogPost, useSaveBlogPost } from './blog-api.ts';
import { texts } from './blog-texts.ts';

const t = texts.edit;
const LANGUAGES = [
  { lang: 'en', legend: t.english },
  { lang: 'fr', legend: t.french },
] as const;
const POST_FIELDS: readonly Path<BlogPostBody>[] = [
  'slug',
  'image',
  'date',
  'published',
  ...LANGUAGES.flatMap(({ lang }) =>
    (['title', 'excerpt', 'body'] as const).map((field) => `${lang}.${field}` as const),
  ),
];

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY = { title: '', excerpt: '', body: '' };

const formOf = (post: AdminBlogPost | undefined): BlogPostBody =>
  post
    ? {
        slug: post.slug,
        image: post.image,
        date: post.date,
        published: post.published,
        en: { ...post.en },
        fr: { ...post.fr },
      }
    : { slug: '', image: '', date: today(), published: false, en: EMPTY, fr: EMPTY };

type Props = {
  /** The post to edit; none writes a new one. */
  post?: AdminBlogPost;
  onDirtyChange: (dirty: boolean) => void;
  /** A new post, once saved: the screen opens its editor. */
  onCreated?: (post: AdminBlogPost) => void;
};

/**
 * A blog post: its card (address, picture, date, shown or not), then its title, card text and
 * text in English and French. The server cleans the text by the pages' allow-list.
 */
export function BlogPostForm({ post, onDirtyChange, onCreated }: Props) {
  const create = useCreateBlogPost();
  const save = useSaveBlogPost();
  const { handleSubmit, setError, formState, reset, control, field, register } = useSchemaForm(
    blogPostBodySchema,
    formOf(post),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, POST_FIELDS);
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onValid = submit(async (body: BlogPostBody) => {
    const saved = post
      ? await save.mutateAsync({ params: { postId: post.id }, body })
      : await create.mutateAsync({ body });
    reset(formOf(saved));
    if (!post) onCreated?.(saved);
    return saved.published ? t.savedShown : t.saved;
  });

  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.card}</legend>
        <TextField label={t.slug} hint={t.slugHint} {...field('slug')} />
        <TextField label={t.image} hint={t.imageHint} {...field('image')} />
        <TextField label={t.date} type="date" {...field('date')} />
        <Checkbox
          label={t.published}
          hint={t.publishedHint}
          error={formState.errors.published?.message}
          {...register('published')}
        />
      </fieldset>
      {LANGUAGES.map(({ lang, legend }) => (
        <fieldset key={lang} className={styles.group} lang={lang}>
          <legend className={labelStyles.label}>{legend}</legend>
          <TextField label={t.title_} {...field(`${lang}.title`)} />
          <TextArea label={t.excerpt} rows={3} {...field(`${lang}.excerpt`)} />
          <Controller
            control={control}
            name={`${lang}.body`}
            render={({ field: body, fieldState }) => (
              <RichTextEditor
                label={t.body}
                lang={lang}
                hint={t.bodyHint}
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
