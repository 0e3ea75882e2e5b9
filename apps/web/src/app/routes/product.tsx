import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Placeholder } from '../../components/ui/skeleton.tsx';
import { useGetProductQuery } from '../../features/catalog/api/catalog-api.ts';
import { ProductDetails } from '../../features/catalog/components/product-details.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /product/{slug} or /product/{_id} (spec §2). */
export function ProductRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: product, isError } = useGetProductQuery(slug);
  usePageMeta(
    product
      ? {
          title: `${product.name} | ${env.brandName}`,
          description: product.description,
          image: product.image[0],
        }
      : null,
  );
  if (isError) {
    return (
      <div className="container">
        <EmptyState
          text={t('product.notFound')}
          action={<ButtonLink to={paths.shopDefault}>{t('common.explore')}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className="container">
      {product ? (
        <ProductDetails product={product} />
      ) : (
        <Placeholder height={480} style={{ marginTop: 32 }} />
      )}
    </div>
  );
}
