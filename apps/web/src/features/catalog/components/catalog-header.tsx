import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './catalog-header.module.css';

type Props = {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: string;
  total?: number;
  actions?: ReactNode;
};

/** The slim title row of a product list: name, count, Filters and Sort. */
export function CatalogHeader({ eyebrow, title, description, total, actions }: Props) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <div className={styles.row}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {total === undefined ? null : (
        <p className={styles.count}>{t('catalog.count', { count: total })}</p>
      )}
    </header>
  );
}
