import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSiteSettings } from '../hooks/use-site-settings.ts';
import { FaqList } from './faq-list.tsx';
import styles from './customer-care.module.css';

/** Customer care with FAQs (spec §2); /faqs shows the same screen without the quote e-mail. */
export function CustomerCare({ showEmail }: { showEmail: boolean }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const title = t(showEmail ? 'pages.customerCare.title' : 'pages.customerCare.faqTitle');
  usePageMeta({ title: `${title} | ${env.brandName}`, description: t('pages.customerCare.lede') });
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        eyebrow={t('pages.customerCare.eyebrow')}
        title={title}
        lede={t('pages.customerCare.lede')}
      />
      <div className={styles.body}>
        <div className={styles.cards}>
          <section className={styles.card} aria-labelledby="care-call">
            <h2 id="care-call">{t('pages.customerCare.callTitle')}</h2>
            <p>{t('pages.customerCare.callText')}</p>
            {settings ? (
              <a className={styles.value} href={`tel:${settings.contact.replace(/[^+\d]/g, '')}`}>
                {settings.contact}
              </a>
            ) : null}
          </section>
          {showEmail ? (
            <section className={styles.card} aria-labelledby="care-quote">
              <h2 id="care-quote">{t('pages.customerCare.quoteTitle')}</h2>
              <p>{t('pages.customerCare.quoteText')}</p>
              {settings ? (
                <a
                  className={styles.value}
                  href={`mailto:${settings.quote_email}?subject=${encodeURIComponent(t('pages.customerCare.quoteSubject'))}`}
                  data-testid="quote-email"
                >
                  {settings.quote_email}
                </a>
              ) : null}
            </section>
          ) : null}
        </div>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.faqTitle}>
            {t('pages.customerCare.faqHeading')}
          </h2>
          <FaqList />
        </section>
      </div>
    </div>
  );
}
