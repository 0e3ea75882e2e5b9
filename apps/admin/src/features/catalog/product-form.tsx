import { ApiError } from '@aurelle/client';
import { fieldErrorsOf } from '@aurelle/client/errors';
import { catalogMessages, slugify, type AdminProduct } from '@aurelle/contract';
import { useEffect, useState } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { placeServerErrors, useSchemaForm } from '../../lib/form.ts';
import {
  useAttributes,
  useCreateProduct,
  useGroups,
  useReloadProduct,
  useUpdateProduct,
} from './api.ts';
import styles from './catalog.module.css';
import { OptionsSection } from './options-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { RelatedSection } from './related-section.tsx';
import { texts } from './texts.ts';
import type { ProductPath } from './use-product-form.ts';
import {
  bodyOf,
  EMPTY_PRODUCT,
  formOf,
  productFormSchema,
  type ProductFormInput,
  type ProductFormValues,
} from './product-form-values.ts';
import {
  BasicsSection,
  OrganisationSection,
  PublishingSection,
  SeoSection,
} from './product-sections.tsx';

const t = texts.productForm;

type Problem = {
  message: string;
  /** Messages the server keyed to no field on screen, with their keys. */
  unplaced: [string, string][];
  /** Someone saved the product since this form was loaded (409). */
  stale: boolean;
};

type Props = {
  /** The product as stored; none: a new product. */
  product?: AdminProduct;
  canWrite: boolean;
  onCreated?: (product: AdminProduct) => void;
  /** Whether the form holds changes not saved, for the screen's leave warning. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** A 409 on save: the product was saved by someone else since this form's version. */
const isStale = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message.startsWith(catalogMessages.staleVersion) || 'version' in fieldErrorsOf(error));

/**
 * Where a key of the server's errors shows: a whole text (`name`, as a 409 says who changed it)
 * under its English field; a key the form has, under itself; any other, above the form.
 */
const WHOLE_FIELDS: Record<string, ProductPath> = {
  name: 'name.en',
  description: 'description.en',
  seo: 'seo.title.en',
};

/** Makes the slug from the English name while the slug field is left as it came. */
function useSlugFromName(
  form: UseFormReturn<ProductFormInput, unknown, ProductFormValues>,
  follow: boolean,
) {
  const name = useWatch({ control: form.control, name: 'name.en' }) ?? '';
  const slugEdited = Boolean(form.formState.dirtyFields.slug);
  useEffect(() => {
    if (follow && !slugEdited) form.setValue('slug', slugify(name));
  }, [follow, slugEdited, name, form]);
  return follow && !slugEdited;
}

/** The product form: every section, saved as one (PUT with the version it was loaded from). */
export function ProductForm({ product, canWrite, onCreated, onDirtyChange }: Props) {
  const reloadProduct = useReloadProduct();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const [version, setVersion] = useState(product?.version ?? 0);
  const categories = useGroups('categories');
  const collections = useGroups('collections');
  const attributes = useAttributes();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useSchemaForm(productFormSchema, product ? formOf(product) : EMPTY_PRODUCT);
  const { handleSubmit, setError, reset, getValues, formState } = form;
  const slugFollowsName = useSlugFromName(form, !product);
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const loaded = (stored: AdminProduct) => {
    reset(formOf(stored));
    setVersion(stored.version);
    setProblem(null);
  };

  const onValid = async (values: ProductFormValues) => {
    setProblem(null);
    setNotice('');
    try {
      if (product) {
        const saved = await update.mutateAsync({
          params: { id: product.id },
          body: { ...bodyOf(values), version },
        });
        loaded(saved);
        setNotice(t.saved);
      } else {
        const created = await create.mutateAsync({ body: bodyOf(values) });
        loaded(created);
        onCreated?.(created);
      }
    } catch (error) {
      const placed = placeServerErrors(error, setError, (key) => {
        // `relatedIds.2`: the list's message, under the related pieces.
        if (key.startsWith('relatedIds')) return 'related';
        const whole = WHOLE_FIELDS[key];
        if (whole) return whole;
        return getValues(key as ProductPath) === undefined ? null : (key as ProductPath);
      });
      setProblem({ ...placed, stale: isStale(error) });
    }
  };

  const reloadTheirs = async () => {
    if (!product) return;
    loaded(await reloadProduct(product.id));
    setNotice('');
  };

  const { isSubmitting } = formState;
  return (
    <FormProvider {...form}>
      <form noValidate className={styles.productForm} onSubmit={handleSubmit(onValid)}>
        {problem && (
          <div role="alert" className={styles.problem}>
            <p className={styles.problemTitle}>{problem.stale ? t.staleTitle : problem.message}</p>
            {problem.stale && <p>{problem.message}</p>}
            {problem.unplaced.length > 0 && (
              <ul>
                {problem.unplaced.map(([key, line]) => (
                  <li key={key}>{t.otherField(key, line)}</li>
                ))}
              </ul>
            )}
            {problem.stale && (
              <div>
                <Button size="sm" onClick={() => void reloadTheirs()}>
                  {t.reloadTheirs}
                </Button>
              </div>
            )}
          </div>
        )}
        <fieldset className={styles.formBody} disabled={!canWrite}>
          <BasicsSection />
          <PricingSection />
          <OrganisationSection
            categories={categories.data?.items ?? []}
            collections={collections.data?.items ?? []}
            attributes={attributes.data?.items ?? []}
          />
          <OptionsSection />
          <RelatedSection productId={product?.id ?? null} />
          <SeoSection oldSlugs={product?.oldSlugs ?? []} slugFollowsName={slugFollowsName} />
          <PublishingSection />
        </fieldset>
        {(categories.isError || attributes.isError) && (
          <Alert>{(categories.error ?? attributes.error)?.message}</Alert>
        )}
        {canWrite && (
          <div className={styles.saveBar} data-dirty={dirty || undefined}>
            <span className={styles.saveState}>{dirty ? t.unsaved : ''}</span>
            <div className={styles.saveButtons}>
              {product && dirty && (
                <Button onClick={() => loaded(product)} disabled={isSubmitting}>
                  {t.discard}
                </Button>
              )}
              <Button type="submit" variant="primary" pending={isSubmitting}>
                {isSubmitting ? texts.form.saving : product ? t.save : t.create}
              </Button>
            </div>
          </div>
        )}
        <Notice>{notice}</Notice>
      </form>
    </FormProvider>
  );
}
