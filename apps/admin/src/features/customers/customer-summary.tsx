import type { AdminCustomer } from '@aurelle/contract';
import { Section } from '../../components/ui/page.tsx';
import { StatCard, StatGroup } from '../../components/ui/stat-card.tsx';
import { formatCount, formatIndiaDate, formatPaise } from '../../lib/format.ts';
import styles from './customers.module.css';
import { texts } from './texts.ts';

const t = texts.customer;

/** What they are worth to the shop, and how to reach them (read only: their sign-in is theirs). */
export function CustomerSummary({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      <StatGroup>
        <StatCard
          label={t.lifetimeValue}
          value={formatPaise(customer.lifetimeValue)}
          hint={t.lifetimeValueHint}
        />
        <StatCard
          label={t.orders}
          value={formatCount(customer.orderCount)}
          hint={customer.openOrders > 0 ? t.openOrders(customer.openOrders) : undefined}
        />
        <StatCard label={t.since} value={formatIndiaDate(customer.createdAt)} />
      </StatGroup>
      {!customer.erasedAt && (
        <Section title={t.contact} panel>
          <dl className={styles.contact}>
            <div>
              <dt>{t.email}</dt>
              <dd>{customer.email ?? t.none}</dd>
            </div>
            <div>
              <dt>{t.phone}</dt>
              <dd>{customer.phone ?? t.none}</dd>
            </div>
          </dl>
          <p className={styles.hint}>{t.identityNote}</p>
        </Section>
      )}
    </>
  );
}
