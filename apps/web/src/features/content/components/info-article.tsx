import type { ReactNode } from 'react';
import { env } from '../../../config/env.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextSection } from '../../../components/ui/text-section.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePageCopy, type PageSection } from '../hooks/use-page-copy.ts';
import styles from './info-article.module.css';

export function InfoSection({ section }: { section: PageSection }) {
  return (
    <TextSection id={section.id} heading={section.heading}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul className={styles.list}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </TextSection>
  );
}

type Props = { page: string; before?: ReactNode; children?: ReactNode };

/** A content page: header, then a reading column of sections; extra blocks go before or after. */
export function InfoArticle({ page, before, children }: Props) {
  const copy = usePageCopy(page);
  usePageMeta({ title: `${copy.title} | ${env.brandName}`, description: copy.lede });
  return (
    <article className={`container ${styles.article}`}>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede} />
      <div className={styles.body}>
        {before}
        {copy.sections.map((section) => (
          <InfoSection key={section.heading} section={section} />
        ))}
        {children}
      </div>
    </article>
  );
}
