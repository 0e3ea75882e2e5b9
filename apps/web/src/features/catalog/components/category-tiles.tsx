import { smallPicture, type HomeCategoriesBlock } from '@aurelle/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { TitledSection } from '../../../components/ui/section-heading.tsx';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { useGetCategoriesQuery } from '../api/catalog-api.ts';
import { homeTiles } from '../utils/home-tiles.ts';
import styles from './category-tiles.module.css';

/**
 * Home's category tiles from GET /category/show, those `chosen` names in its order (the
 * `home_categories` block); they scroll sideways on phones.
 */
export function CategoryTiles({
  chosen,
}: {
  chosen: { data: HomeCategoriesBlock | undefined; isLoading: boolean };
}) {
  const { t } = useTranslation();
  const { data: all, isLoading: categoriesLoading, isError } = useGetCategoriesQuery();
  const isLoading = categoriesLoading || chosen.isLoading;
  const categories = all && homeTiles(all, chosen.data);
  if (isError || (!isLoading && !categories?.length)) return null;
  return (
    <TitledSection
      id="categories-title"
      eyebrow={t('home.categories.eyebrow')}
      title={t('home.categories.title')}
    >
      <ul className={styles.list}>
        {isLoading || !categories
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Placeholder style={{ aspectRatio: '3 / 4' }} />
              </li>
            ))
          : categories.map((category) => (
              <li key={category._id}>
                <Link to={paths.category(category.slug)} className={styles.tile}>
                  <div className={styles.media}>
                    <img
                      // A tile is at most ~200px wide: a picture's copy 400 wide is enough.
                      src={
                        (category.image && smallPicture(category.image)) ??
                        category.image ??
                        '/placeholder-product.svg'
                      }
                      alt=""
                      width={300}
                      height={400}
                      loading="lazy"
                    />
                  </div>
                  <p className={styles.name}>
                    {category.name}
                    <span className={styles.count}>
                      {t('home.categories.count', { count: category.productCount })}
                    </span>
                  </p>
                </Link>
              </li>
            ))}
      </ul>
    </TitledSection>
  );
}
