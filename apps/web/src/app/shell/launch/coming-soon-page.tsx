import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { CountdownDisplay } from './countdown-display.tsx';
import styles from './coming-soon-page.module.css';

/** Spec §2 coming-soon page: the countdown to launch; once open, a way into the shop. */
export function ComingSoonPage({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const open = remaining <= 0;
  return (
    <main id="main" className={styles.page}>
      <div className={styles.inner}>
        <Logo />
        <p className="eyebrow">{t(open ? 'comingSoon.openEyebrow' : 'comingSoon.eyebrow')}</p>
        <h1 className={styles.title}>{t(open ? 'comingSoon.openTitle' : 'comingSoon.title')}</h1>
        {open ? null : <CountdownDisplay remaining={remaining} />}
        <p className={styles.lede}>{t(open ? 'comingSoon.openText' : 'comingSoon.text')}</p>
        {open ? <ButtonLink to={paths.shopDefault}>{t('comingSoon.enter')}</ButtonLink> : null}
      </div>
    </main>
  );
}
