import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { removeFirstPaint, useRemoveFirstPaint } from '../../../lib/remove-first-paint.ts';
import { useHomeBanners } from '../hooks/use-content-block.ts';
import styles from './hero-banner.module.css';

/** Home's full-bleed hero from the first home_banners entry; a quiet typographic one without it. */
export function HeroBanner() {
  const { t } = useTranslation();
  const { data, isLoading } = useHomeBanners();
  const banner = data?.data[0];
  // The server's first paint of the hero stays until this hero's own image is on screen.
  useRemoveFirstPaint(!isLoading && !banner);
  const title = banner?.title ?? t('home.hero.title');
  const subtitle = banner?.subtitle ?? t('home.hero.subtitle');
  return (
    <section
      className={[styles.hero, banner ? '' : styles.fallback].join(' ')}
      aria-labelledby="hero-title"
    >
      {banner ? (
        <img
          className={styles.image}
          src={banner.image}
          alt=""
          fetchPriority="high"
          decoding="async"
          onLoad={removeFirstPaint}
          onError={removeFirstPaint}
        />
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={[`container`, styles.content, isLoading ? styles.pending : ''].join(' ')}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <ButtonLink to={banner?.cta_link ?? paths.shopDefault} variant="light">
          {banner?.cta_label ?? t('home.hero.cta')}
        </ButtonLink>
      </div>
    </section>
  );
}
