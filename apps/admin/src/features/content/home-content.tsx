import {
  homeContentSchema,
  homePieceSchema,
  inFocusTextSchema,
  type HomeContent,
  type HomeContentAnswer,
  type HomeContentBody,
  type HomeInFocusBlock,
  type HomePiece,
} from '@aurelle/contract';
import { useState, type ComponentType } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { messageOf } from '../../lib/api.ts';
import fieldStyles from '../../components/ui/field.module.css';
import labelStyles from '../../components/ui/label.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import {
  useDiscardHomeContentDraft,
  useHomeContent,
  usePreviewHomeContent,
  usePublishHomeContent,
  useSaveHomeContentDraft,
} from './api.ts';
import styles from './content.module.css';
import { HomeCategories } from './home-categories.tsx';
import { PictureDialog } from './picture-dialog.tsx';
import { thumbnailOf } from './pictures.ts';
import { texts } from './texts.ts';

const t = texts.home;
const LANGUAGES = [
  ['en', t.english],
  ['fr', t.french],
] as const;

/** How many pieces a slider holds at most (the contract's limit). */
const SLIDER_PIECES_MAX = 60;

/** The contract's home page, each slider's pieces as the picker holds them (name, picture). */
const homeFormSchema = z.object({
  hero: homeContentSchema.shape.hero,
  seo: homeContentSchema.shape.seo,
  inFocus: z.array(
    z.object({
      name: z.string(),
      pieces: z.array(homePieceSchema),
      en: inFocusTextSchema,
      fr: inFocusTextSchema,
    }),
  ),
  categories: homeContentSchema.shape.categories,
});
type HomeForm = z.input<typeof homeFormSchema>;
type Typed = z.output<typeof homeFormSchema>;

/**
 * The form's values from the content; a SKU the answer has no piece for (removed since) is
 * shown by its SKU alone, so saving it names it.
 */
const formOf = (content: HomeContent, pieces: readonly HomePiece[]): HomeForm => {
  const bySku = new Map(pieces.map((piece) => [piece.sku, piece]));
  return {
    hero: content.hero,
    seo: content.seo,
    inFocus: content.inFocus.map(({ productSkus, ...slider }) => ({
      ...slider,
      pieces: productSkus.map(
        (sku) => bySku.get(sku) ?? { id: sku, sku, name: sku, status: 'active', image: null },
      ),
    })),
    categories: content.categories,
  };
};

const bodyOf = (typed: Typed): HomeContentBody => ({
  hero: typed.hero,
  seo: typed.seo,
  inFocus: typed.inFocus.map(({ pieces, name, ...slider }) => ({
    ...slider,
    name: name as HomeInFocusBlock,
    productSkus: pieces.map((piece) => piece.sku),
  })),
  categories: typed.categories,
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

/**
 * A list of pieces in order with a search by name or SKU to add one: the catalogue's picker,
 * given by the screen (features do not import each other).
 */
export type PiecesPickerProps = {
  pieces: readonly HomePiece[];
  onChange: (next: HomePiece[]) => void;
  max: number;
  empty: string;
  listLabel?: string;
  disabled?: boolean;
};
type Picker = ComponentType<PiecesPickerProps>;

/** The form's values from an answer: its draft, else what the shop shows. */
const valuesOf = (answer: HomeContentAnswer) =>
  formOf(answer.draft ?? answer.published, answer.pieces);

function Form({
  answer,
  canWrite,
  PiecesPicker,
}: {
  answer: HomeContentAnswer;
  canWrite: boolean;
  PiecesPicker: Picker;
}) {
  const save = useSaveHomeContentDraft();
  const publish = usePublishHomeContent();
  const preview = usePreviewHomeContent();
  const discard = useDiscardHomeContentDraft();
  const [discarding, setDiscarding] = useState(false);
  const { handleSubmit, setError, setValue, control, formState, reset, field } = useSchemaForm(
    homeFormSchema,
    valuesOf(answer),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, FIELDS);
  const [image, inFocus, categories] = useWatch({
    control,
    name: ['hero.image', 'inFocus', 'categories'],
  });
  const change = { shouldDirty: true, shouldValidate: true } as const;
  const saveDraft = async (typed: Typed) => {
    const saved = await save.mutateAsync({ body: bodyOf(typed) });
    reset(valuesOf(saved));
  };
  const onDiscard = submit(async () => {
    const answered = await discard.mutateAsync({});
    reset(valuesOf(answered));
    setDiscarding(false);
    return t.discarded;
  });
  const onSave = submit(async (typed: Typed) => {
    await saveDraft(typed);
    return t.draftSaved;
  });
  // What the form holds is saved first, so what is published is what the owner sees.
  const onPublish = submit(async (typed: Typed) => {
    if (formState.isDirty || !answer.draft) await saveDraft(typed);
    const published = await publish.mutateAsync({});
    reset(valuesOf(published));
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
    <form noValidate className={styles.form} onSubmit={handleSubmit(onSave)}>
      <p className={fieldStyles.hint}>
        {answer.draft && answer.draftSavedAt
          ? t.draftBy(answer.draftSavedBy ?? '—', savedAt(answer.draftSavedAt))
          : t.noDraft}
      </p>
      {message && <Alert>{message}</Alert>}
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.hero}</legend>
        <div className={styles.picked}>
          <span className={styles.preview} role="img" aria-label={t.heroImagePreview}>
            <Thumbnail src={image ? thumbnailOf(image) : null} size={96} />
          </span>
          <div className={styles.pickedField}>
            <TextField
              label={t.heroImage}
              hint={t.heroImageHint}
              spellCheck={false}
              readOnly={readOnly}
              {...field('hero.image')}
            />
            {canWrite && <PictureDialog onChoose={(url) => setValue('hero.image', url, change)} />}
          </div>
        </div>
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
              <fieldset className={styles.language}>
                <legend className={labelStyles.label}>{t.pieces}</legend>
                <PiecesPicker
                  pieces={inFocus[index]?.pieces ?? []}
                  onChange={(next) => setValue(`inFocus.${index}.pieces`, next, change)}
                  max={SLIDER_PIECES_MAX}
                  empty={t.noPieces}
                  listLabel={`${t.pieces}: ${t.inFocusNames[slider.name] ?? slider.name}`}
                  disabled={readOnly}
                />
              </fieldset>
            </fieldset>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.categories}</legend>
        <p className={fieldStyles.hint}>{t.categoriesIntro}</p>
        <HomeCategories
          chosen={categories}
          options={answer.categoryOptions}
          onChange={(next) => setValue('categories', next, change)}
          disabled={readOnly}
        />
      </fieldset>
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
          {answer.draft && (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="quiet">
                  {t.discard}
                </Button>
              }
              open={discarding}
              onOpenChange={setDiscarding}
              title={t.discardTitle}
              body={t.discardBody}
              confirmLabel={t.discard}
              onConfirm={() => void onDiscard(undefined)}
              pending={discard.isPending}
              error={discard.error ? messageOf(discard.error) : null}
            />
          )}
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
export function HomeContentEditor({
  canWrite,
  PiecesPicker,
}: {
  canWrite: boolean;
  PiecesPicker: Picker;
}) {
  const query = useHomeContent();
  if (query.isPending) return <Skeleton width="60%" height="2.5rem" />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  return <Form answer={query.data} canWrite={canWrite} PiecesPicker={PiecesPicker} />;
}
