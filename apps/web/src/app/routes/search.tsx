import { useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { restValue, useListQuery } from '../../features/catalog/hooks/use-list-query.ts';
import { ProductListPage } from './product-list-page.tsx';

/** /search/{searchText}?category=a,b&collection=c (spec §2), with the shop's filters and sort. */
export function SearchRoute() {
  const { t } = useTranslation();
  const { searchText = '' } = useParams();
  const { query } = useListQuery();
  return (
    <ProductListPage
      eyebrow={t('search.eyebrow')}
      title={() => `“${searchText}”`}
      scope={{
        search: searchText,
        category: restValue(query, 'category'),
        collection: restValue(query, 'collection'),
      }}
      emptyText={t('search.noResults', { text: searchText })}
      pageName={() => t('seo.searchTitle', { text: searchText })}
    />
  );
}
