import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_STATUSES,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  type Attribute,
  type Group,
} from '@aurelle/contract';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import styles from './catalog.module.css';
import { CountedText, FormText } from './product-form-fields.tsx';
import { texts } from './texts.ts';
import { errorAt, useProductForm } from './use-product-form.ts';

const t = texts.productForm;
const NO_COLLECTION = '*';

/** A titled part of the product form, in a white panel. */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.formSection} aria-label={title}>
      <h2>{title}</h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** Two fields side by side on a wide screen (English and French), one under the other on a phone. */
export function Pair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

export function BasicsSection() {
  return (
    <FormSection title={t.basics} intro={t.fallbackNote}>
      <Pair>
        <CountedText name="name.en" label={t.nameEn} max={200} />
        <CountedText name="name.fr" label={t.nameFr} max={200} extraHint={t.frFallback} />
      </Pair>
      <CountedText
        name="description.en"
        label={t.descriptionEn}
        max={PRODUCT_DESCRIPTION_MAX_LENGTH}
        multiline
      />
      <CountedText
        name="description.fr"
        label={t.descriptionFr}
        max={PRODUCT_DESCRIPTION_MAX_LENGTH}
        extraHint={t.frFallback}
        multiline
      />
      <FormText name="sku" label={t.sku} hint={t.skuHint} spellCheck={false} />
    </FormSection>
  );
}

/** Category, collection, and the filter values the shop finds the product under. */
export function OrganisationSection({
  categories,
  collections,
  attributes,
}: {
  categories: readonly Group[];
  collections: readonly Group[];
  attributes: readonly Attribute[];
}) {
  const { control, formState } = useProductForm();
  const categoryOptions: SelectOption[] = categories.map((group) => ({
    value: group.id,
    label: group.name.en,
  }));
  const collectionOptions: SelectOption[] = [
    { value: NO_COLLECTION, label: t.noCollection },
    ...collections.map((group) => ({ value: group.id, label: group.name.en })),
  ];
  return (
    <FormSection title={t.organisation}>
      <Pair>
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <SelectField
              label={t.category}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={
                field.value || categoryOptions.length === 0
                  ? categoryOptions
                  : [{ value: '', label: t.chooseCategory }, ...categoryOptions]
              }
              error={errorAt(formState.errors, 'categoryId')}
            />
          )}
        />
        <Controller
          control={control}
          name="collectionId"
          render={({ field }) => (
            <SelectField
              label={t.collection}
              value={field.value ?? NO_COLLECTION}
              onValueChange={(value) => field.onChange(value === NO_COLLECTION ? null : value)}
              onBlur={field.onBlur}
              options={collectionOptions}
              error={errorAt(formState.errors, 'collectionId')}
            />
          )}
        />
      </Pair>
      <Controller
        control={control}
        name="attributeValueIds"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          const toggle = (id: string, on: boolean) => {
            const next = new Set(chosen);
            if (on) next.add(id);
            else next.delete(id);
            field.onChange([...next]);
          };
          return (
            <div className={styles.attributes}>
              <h3>{t.filtersLegend}</h3>
              <p className={styles.sectionIntro}>
                {attributes.length ? t.filtersHint : t.noFilters}
              </p>
              {attributes.map((attribute) => (
                <fieldset key={attribute.id} className={styles.checkGroup}>
                  <legend className={labelStyles.label}>{attribute.name.en}</legend>
                  <div className={styles.checks}>
                    {attribute.values.map((value) => (
                      <Checkbox
                        key={value.id}
                        label={value.label.en}
                        checked={chosen.has(value.id)}
                        onChange={(event) => toggle(value.id, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
              {errorAt(formState.errors, 'attributeValueIds') && (
                <p className={styles.groupError}>
                  {errorAt(formState.errors, 'attributeValueIds')}
                </p>
              )}
            </div>
          );
        }}
      />
    </FormSection>
  );
}

/** Search engines' title and description, and the shop's address. */
export function SeoSection({
  oldSlugs,
  slugFollowsName,
}: {
  oldSlugs: readonly string[];
  slugFollowsName: boolean;
}) {
  const { control } = useProductForm();
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  return (
    <FormSection title={t.seo} intro={t.seoIntro}>
      <Pair>
        <CountedText name="seo.title.en" label={t.seoTitleEn} max={SEO_TITLE_MAX_LENGTH} />
        <CountedText
          name="seo.title.fr"
          label={t.seoTitleFr}
          max={SEO_TITLE_MAX_LENGTH}
          extraHint={t.frFallback}
        />
      </Pair>
      <CountedText
        name="seo.description.en"
        label={t.seoDescriptionEn}
        max={SEO_DESCRIPTION_MAX_LENGTH}
        multiline
      />
      <CountedText
        name="seo.description.fr"
        label={t.seoDescriptionFr}
        max={SEO_DESCRIPTION_MAX_LENGTH}
        extraHint={t.frFallback}
        multiline
      />
      <FormText
        name="slug"
        label={t.slug}
        spellCheck={false}
        hint={
          <>
            {t.slugHint(slug.trim())}
            {slugFollowsName && <> · {t.slugFromName}</>}
          </>
        }
      />
      {oldSlugs.length > 0 && (
        <div className={styles.oldSlugs}>
          <h3>{t.oldSlugs}</h3>
          <ul>
            {oldSlugs.map((old) => (
              <li key={old}>
                <code>/product/{old}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormSection>
  );
}

const statusOptions = PRODUCT_STATUSES.map((status) => ({
  value: status,
  label: texts.productStatuses[status],
}));

/** Status, featured rank and the hallmark flag. */
export function PublishingSection() {
  const { register, control, formState } = useProductForm();
  const status = useWatch({ control, name: 'status' }) ?? 'draft';
  return (
    <FormSection title={t.publishing}>
      <RadioGroup
        legend={t.status}
        options={statusOptions}
        field={register('status')}
        hint={texts.productStatusHints[status]}
        error={errorAt(formState.errors, 'status')}
        inline
      />
      <FormText name="featuredRank" label={t.featured} hint={t.featuredHint} inputMode="numeric" />
      <Checkbox
        label={t.hallmarked}
        hint={t.hallmarkedHint}
        error={errorAt(formState.errors, 'hallmarked')}
        {...register('hallmarked')}
      />
    </FormSection>
  );
}
