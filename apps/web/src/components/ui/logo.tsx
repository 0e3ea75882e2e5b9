import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import styles from './logo.module.css';

/** The wordmark: the brand name from runtime config, set in the display serif. */
export function Logo({ small = false, className }: { small?: boolean; className?: string }) {
  const { t } = useTranslation();
  const classes = [styles.logo, small ? styles.small : '', className ?? ''].join(' ');
  return (
    <Link
      to={paths.home}
      className={classes}
      aria-label={t('header.homeLink', { brand: env.brandName })}
    >
      {env.brandName}
    </Link>
  );
}
