import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { collectionName, useShopScope } from '../../features/catalog/hooks/use-shop-scope.ts';
import { ProductListPage } from './product-list-page.tsx';

/** /shop and /shop/{category}: the catalogue grid with filters and sort (spec §2). */
export function ShopRoute() {
  const { t } = useTranslation();
  const { category } = useParams();
  const scope = useShopScope(category);
  const found = scope.category;
  const name = found?.name;
  return (
    <ProductListPage
      eyebrow={t('catalog.eyebrow')}
      title={(products) => name ?? collectionName(category, products) ?? t('catalog.allTitle')}
      description={found?.description}
      scope={scope.ready ? scope.query : null}
      emptyText={t('catalog.empty')}
      pageName={(products) =>
        category ? (name ?? collectionName(category, products)) : t('seo.shop')
      }
    />
  );
}
