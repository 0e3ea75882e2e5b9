import type { AdminCouponPage } from '@aurelle/contract';
import { Section } from '../../components/ui/page.tsx';
import { StatCard, StatGroup } from '../../components/ui/stat-card.tsx';
import { formatCount, formatPaise } from '../../lib/format.ts';
import { discountWords, perCustomerWords, windowWords } from './coupon-words.ts';
import styles from './coupons.module.css';
import { texts } from './texts.ts';

const t = texts.coupon;

/** What the coupon brought (uses, revenue net of refunds, discount given) and how it is set. */
export function CouponSummary({ page }: { page: AdminCouponPage }) {
  const { coupon } = page;
  const settings: [string, string][] = [
    [texts.coupons.discount, discountWords(coupon)],
    [t.minimum, coupon.minimumAmount > 0 ? formatPaise(coupon.minimumAmount) : t.none],
    [texts.coupons.usesLeft, formatCount(coupon.couponQuantity)],
    [texts.coupons.perCustomer, perCustomerWords(coupon)],
    [texts.coupons.window, windowWords(coupon)],
    [texts.coupons.shown, coupon.visibility === 'open' ? texts.coupons.open : texts.coupons.hidden],
    [texts.form.titleEn, coupon.title.en],
    [texts.form.titleFr, coupon.title.fr],
  ];
  return (
    <>
      <Section title={t.figures}>
        <StatGroup>
          <StatCard label={t.uses} value={formatCount(coupon.used)} hint={t.usesHint} />
          <StatCard label={t.revenue} value={formatPaise(page.revenue)} hint={t.revenueHint} />
          <StatCard label={t.discountGiven} value={formatPaise(page.discountGiven)} />
        </StatGroup>
      </Section>
      <Section title={t.settings} panel>
        <dl className={styles.settings}>
          {settings.map(([term, value]) => (
            <div key={term} className={styles.setting}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
