import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PageSlug } from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { SectionLoadError } from '../../../components/ui/section-load-error.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageQuery } from '../api/pages-api.ts';
import styles from './info-article.module.css';

type Props = { slug: PageSlug; before?: ReactNode; children?: ReactNode };

/**
 * A content page: header, then a reading column with the owner's text; extra blocks go before or
 * after. The text is HTML the server cleaned by its allow-list when it was saved, so it is drawn
 * as it is.
 */
export function InfoArticle({ slug, before, children }: Props) {
  const { data: page, isError } = usePageQuery(slug);
  const { hash } = useLocation();
  const body = page?.body;
  // The text comes after the route: a URL's #anchor (a policy's section) is scrolled to once the
  // heading it names is on the page.
  useEffect(() => {
    if (!body || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [body, hash]);
  usePageMeta({
    title: page ? `${page.title} | ${env.brandName}` : env.brandName,
    description: page?.lede ?? '',
  });
  return (
    <article className={`container ${styles.article}`}>
      {page ? (
        <PageHeader
          eyebrow={page.eyebrow || undefined}
          title={page.title}
          lede={page.lede || undefined}
        />
      ) : (
        <div className={styles.loading} aria-hidden="true">
          <Placeholder height={40} width="60%" />
        </div>
      )}
      <div className={styles.body}>
        {before}
        {isError && !page ? <SectionLoadError /> : null}
        {page ? (
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.body }} />
        ) : (
          <Placeholder count={6} />
        )}
        {children}
      </div>
    </article>
  );
}
