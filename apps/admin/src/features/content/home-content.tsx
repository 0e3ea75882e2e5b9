import {
  homeContentSchema,
  inFocusTextSchema,
  type HomeContent,
  type HomeContentAnswer,
  type HomeContentBody,
  type HomeInFocusBlock,
} from '@aurelle/contract';
import type { Path } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import labelStyles from '../../components/ui/label.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import {
  useHomeContent,
  usePreviewHomeContent,
  usePublishHomeContent,
  useSaveHomeContentDraft,
} from './api.ts';
import styles from './content.module.css';
import { texts } from './texts.ts';

const t = texts.home;
const LANGUAGES = [
  ['en', t.english],
  ['fr', t.french],
] as const;

/** The contract's home page, each slider's pieces typed one SKU per line. */
const homeFormSchema = z.object({
  hero: homeContentSchema.shape.hero,
  seo: homeContentSchema.shape.seo,
  inFocus: z.array(
    z.object({
      name: z.string(),
      skus: z.string(),
      en: inFocusTextSchema,
      fr: inFocusTextSchema,
    }),
  ),
});
type HomeForm = z.input<typeof homeFormSchema>;
type Typed = z.output<typeof homeFormSchema>;

const formOf = (content: HomeContent): HomeForm => ({
  hero: content.hero,
  seo: content.seo,
  inFocus: content.inFocus.map(({ productSkus, ...slider }) => ({
    ...slider,
    skus: productSkus.join('\n'),
  })),
});

const bodyOf = (typed: Typed): HomeContentBody => ({
  hero: typed.hero,
  seo: typed.seo,
  inFocus: typed.inFocus.map(({ skus, name, ...slider }) => ({
    ...slider,
    name: name as HomeInFocusBlock,
    productSkus: skus.split(/[\s,]+/).filter(Boolean),
  })),
});

const FIELDS = [
  'hero.image',
  'hero.link',
  ...LANGUAGES.flatMap(([lang]) => [
    `hero.${lang}.title`,
    `hero.${lang}.subtitle`,
    `hero.${lang}.ctaLabel`,
    `seo.${lang}.metaTitle`,
    `seo.${lang}.metaDescription`,
    `seo.${lang}.metaKeywords`,
    `seo.${lang}.ogTitle`,
    `seo.${lang}.ogDescription`,
  ]),
] as Path<HomeForm>[];

const savedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function Form({ answer, canWrite }: { answer: HomeContentAnswer; canWrite: boolean }) {
  const save = useSaveHomeContentDraft();
  const publish = usePublishHomeContent();
  const preview = usePreviewHomeContent();
  const { handleSubmit, setError, formState, reset, field } = useSchemaForm(
    homeFormSchema,
    formOf(answer.draft ?? answer.published),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, FIELDS);
  const saveDraft = async (typed: Typed) => {
    const saved = await save.mutateAsync({ body: bodyOf(typed) });
    reset(formOf(saved.draft ?? saved.published));
  };
  const onSave = submit(async (typed: Typed) => {
    await saveDraft(typed);
    return t.draftSaved;
  });
  // What the form holds is saved first, so what is published is what the owner sees.
  const onPublish = submit(async (typed: Typed) => {
    if (formState.isDirty || !answer.draft) await saveDraft(typed);
    const published = await publish.mutateAsync({});
    reset(formOf(published.published));
    return t.published;
  });
  const onPreview = submit(async (typed: Typed) => {
    if (formState.isDirty || !answer.draft) await saveDraft(typed);
    const { url } = await preview.mutateAsync({});
    window.open(url, '_blank', 'noopener');
    return t.previewOpened;
  });
  const { isSubmitting } = formState;
  const readOnly = !canWrite;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onSave)}>
      <p className={fieldStyles.hint}>
        {answer.draft && answer.draftSavedAt
          ? t.draftBy(answer.draftSavedBy ?? '—', savedAt(answer.draftSavedAt))
          : t.noDraft}
      </p>
      {message && <Alert>{message}</Alert>}
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.hero}</legend>
        <TextField
          label={t.heroImage}
          hint={t.heroImageHint}
          spellCheck={false}
          readOnly={readOnly}
          {...field('hero.image')}
        />
        <TextField
          label={t.heroLink}
          hint={t.heroLinkHint}
          spellCheck={false}
          readOnly={readOnly}
          {...field('hero.link')}
        />
        <div className={styles.languages}>
          {LANGUAGES.map(([lang, name]) => (
            <fieldset key={lang} className={styles.language} lang={lang}>
              <legend className={labelStyles.label}>{name}</legend>
              <TextField label={t.heroTitle} readOnly={readOnly} {...field(`hero.${lang}.title`)} />
              <TextField
                label={t.heroSubtitle}
                readOnly={readOnly}
                {...field(`hero.${lang}.subtitle`)}
              />
              <TextField
                label={t.ctaLabel}
                readOnly={readOnly}
                {...field(`hero.${lang}.ctaLabel`)}
              />
            </fieldset>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.seo}</legend>
        <div className={styles.languages}>
          {LANGUAGES.map(([lang, name]) => (
            <fieldset key={lang} className={styles.language} lang={lang}>
              <legend className={labelStyles.label}>{name}</legend>
              <TextField
                label={t.metaTitle}
                readOnly={readOnly}
                {...field(`seo.${lang}.metaTitle`)}
              />
              <TextArea
                label={t.metaDescription}
                rows={3}
                readOnly={readOnly}
                {...field(`seo.${lang}.metaDescription`)}
              />
              <TextField
                label={t.metaKeywords}
                readOnly={readOnly}
                {...field(`seo.${lang}.metaKeywords`)}
              />
              <TextField label={t.ogTitle} readOnly={readOnly} {...field(`seo.${lang}.ogTitle`)} />
              <TextArea
                label={t.ogDescription}
                rows={3}
                readOnly={readOnly}
                {...field(`seo.${lang}.ogDescription`)}
              />
            </fieldset>
          ))}
        </div>
      </fieldset>
      {answer.published.inFocus.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={labelStyles.label}>{t.inFocus}</legend>
          {answer.published.inFocus.map((slider, index) => (
            <fieldset key={slider.name} className={styles.language}>
              <legend className={labelStyles.label}>
                {t.inFocusNames[slider.name] ?? slider.name}
              </legend>
              <div className={styles.languages}>
                {LANGUAGES.map(([lang, name]) => (
                  <div key={lang} lang={lang}>
                    <TextField
                      label={`${t.sliderTitle} (${name})`}
                      readOnly={readOnly}
                      {...field(`inFocus.${index}.${lang}.title`)}
                    />
                    <TextField
                      label={`${t.sliderSubtitle} (${name})`}
                      readOnly={readOnly}
                      {...field(`inFocus.${index}.${lang}.subtitle`)}
                    />
                  </div>
                ))}
              </div>
              <TextArea
                label={t.skus}
                hint={t.skusHint}
                rows={4}
                spellCheck={false}
                readOnly={readOnly}
                {...field(`inFocus.${index}.skus`)}
              />
            </fieldset>
          ))}
        </fieldset>
      )}
      {canWrite ? (
        <FormActions
          label={t.saveDraft}
          pending={isSubmitting && save.isPending}
          variant="secondary"
        >
          <Button type="button" variant="secondary" onClick={handleSubmit(onPreview)}>
            {t.preview}
          </Button>
          <Button
            type="button"
            variant="primary"
            pending={publish.isPending}
            onClick={handleSubmit(onPublish)}
          >
            {publish.isPending ? t.publishing : t.publish}
          </Button>
        </FormActions>
      ) : (
        <p className={fieldStyles.hint}>{t.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * The home page's content: the hero, the search-engine texts and the in-focus sliders in both
 * languages, saved as a draft, previewed on the shop and published to it.
 */
export function HomeContentEditor({ canWrite }: { canWrite: boolean }) {
  const query = useHomeContent();
  if (query.isPending) return <Skeleton width="60%" height="2.5rem" />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  return <Form answer={query.data} canWrite={canWrite} />;
}
