import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useGetCategoriesQuery } from '../../../features/catalog/api/catalog-api.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { sitemapGroups } from './sitemap-links.ts';
import styles from './sitemap.module.css';

/** /sitemap: every page of the shop, and each category. */
export function SitemapRoute() {
  const { t } = useTranslation();
  const { data: categories = [] } = useGetCategoriesQuery();
  usePageMeta({ title: `${t('pages.sitemap.title')} | ${env.brandName}` });
  return (
    <div className="container">
      <PageHeader eyebrow={t('pages.sitemap.eyebrow')} title={t('pages.sitemap.title')} />
      <nav className={styles.grid} aria-label={t('pages.sitemap.title')}>
        {sitemapGroups.map((group) => (
          <section
            key={group.key}
            className={styles.group}
            aria-labelledby={`sitemap-${group.key}`}
          >
            <h2 id={`sitemap-${group.key}`}>{t(`pages.sitemap.groups.${group.key}`)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>
                    {t(`pages.sitemap.links.${link.key}`, { brand: env.brandName })}
                  </Link>
                </li>
              ))}
              {group.key === 'shop'
                ? categories.map((category) => (
                    <li key={category._id}>
                      <Link to={paths.category(category.slug)}>{category.name}</Link>
                    </li>
                  ))
                : null}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
