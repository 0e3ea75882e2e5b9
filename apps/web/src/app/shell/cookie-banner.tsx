import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { answerConsent, hasConsentAnswer } from '../../lib/consent.ts';
import styles from './cookie-banner.module.css';

/** Spec §2/§4 cookie notice: 'Understood' accepts for 30 days; the close button denies for 1 day. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasConsentAnswer());
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  // A spacer as tall as the notice ends the page, so the notice never covers the footer's controls.
  useLayoutEffect(() => {
    const node = banner.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;
  const answer = (accepted: boolean) => {
    answerConsent(accepted);
    setVisible(false);
  };
  return (
    <>
      <div className={styles.spacer} style={{ height }} aria-hidden="true" />
      <section ref={banner} className={styles.banner} aria-label={t('cookie.label')}>
        <p className={styles.text}>{t('cookie.text')}</p>
        <Button className={styles.accept} onClick={() => answer(true)}>
          {t('cookie.accept')}
        </Button>
        <button
          type="button"
          className={styles.close}
          onClick={() => answer(false)}
          aria-label={t('cookie.deny')}
        >
          <CloseIcon size={18} />
        </button>
      </section>
    </>
  );
}
