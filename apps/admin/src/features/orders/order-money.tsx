import type { AdminOrder } from '@aurelle/contract';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { Section } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion } from '../../components/ui/table.tsx';
import { cx } from '../../lib/cx.ts';
import { formatIndiaDateTime, formatMinor, formatPaise } from '../../lib/format.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.order;
type Money = NonNullable<AdminOrder['money']>;

/** A payment's and a refund's first columns: when, its state, how much. */
const LEDGER_COLUMNS = [
  { label: t.at },
  { label: texts.orders.status },
  { label: t.amount, className: tableStyles.numberColumn },
];

const PAYMENT_TONES: Record<Money['payments'][number]['status'], ChipTone> = {
  created: 'warn',
  paid: 'ok',
  failed: 'error',
};
const REFUND_TONES: Record<Money['refunds'][number]['status'], ChipTone> = {
  pending: 'warn',
  processed: 'ok',
  failed: 'error',
};

function Row({
  label,
  value,
  strong,
  due,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** Money still owed: it stands out. */
  due?: boolean;
}) {
  return (
    <div className={cx(styles.moneyRow, strong && styles.moneyStrong, due && styles.moneyDue)}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order's sums: what it cost, what was paid, what went back and what still may. */
export function MoneyBox({ money }: { money: Money }) {
  return (
    <Section title={t.money} panel>
      <dl className={styles.money}>
        <Row label={t.subtotal} value={formatPaise(money.subtotal)} />
        {money.discount > 0 && (
          <Row
            label={money.couponCode ? t.discountWith(money.couponCode) : t.discount}
            value={`−${formatPaise(money.discount)}`}
          />
        )}
        <Row
          label={t.shipping}
          value={money.shippingCost > 0 ? formatPaise(money.shippingCost) : t.free}
        />
        <Row label={t.total} value={formatPaise(money.total)} strong />
        <Row label={t.gst} value={formatPaise(money.gst)} />
      </dl>
      <dl className={cx(styles.money, styles.moneyAfter)}>
        <Row label={t.paid} value={formatPaise(money.paid)} />
        <Row label={t.refunded} value={formatPaise(money.refunded)} />
        <Row label={t.refundable} value={formatPaise(money.refundable)} strong />
      </dl>
      {money.documents.length > 0 && (
        <ul className={styles.documents} aria-label={t.documents}>
          {money.documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} download className={styles.document}>
                {document.kind === 'invoice' ? t.invoice : t.creditNote}
                <span className={styles.mono}>{document.number}</span>
              </a>
              <time dateTime={document.issuedAt} className={styles.secondary}>
                {t.documentIssued(formatIndiaDateTime(document.issuedAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * Cash on delivery, for everyone who handles the order (fulfilment too, who sees no other price):
 * the amount to collect, then what was collected, what is still owed and why.
 */
export function CashBox({ cash }: { cash: NonNullable<AdminOrder['cash']> }) {
  return (
    <Section title={t.cash} panel>
      <dl className={styles.money}>
        <Row
          label={t.toCollect}
          value={formatPaise(cash.toCollect)}
          strong={cash.collected === null}
        />
        {cash.collected !== null && (
          <>
            <Row label={t.cashCollected} value={formatPaise(cash.collected)} />
            {cash.balanceDue > 0 && (
              <Row label={t.balanceDue} value={formatPaise(cash.balanceDue)} strong due />
            )}
          </>
        )}
      </dl>
      {cash.shortReason && <p className={styles.cashReason}>{t.shortReason(cash.shortReason)}</p>}
    </Section>
  );
}

/** Each payment the provider took or refused, with its ids. */
export function PaymentsList({
  payments,
  cash,
}: {
  payments: Money['payments'];
  /** Cash on delivery: no payment online is expected. */
  cash: boolean;
}) {
  return (
    <Section title={t.payments}>
      {payments.length === 0 ? (
        <p className={styles.secondary}>{cash ? t.noPaymentsCash : t.noPayments}</p>
      ) : (
        <TableRegion label={t.paymentsLabel} className={styles.ledger}>
          <TableHead columns={[...LEDGER_COLUMNS, { label: t.providerIds }, { label: t.why }]} />
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td data-label={t.at} className={tableStyles.nowrap}>
                  <time dateTime={payment.createdAt}>{formatIndiaDateTime(payment.createdAt)}</time>
                </td>
                <td data-label={texts.orders.status}>
                  <Chip tone={PAYMENT_TONES[payment.status]}>
                    {t.paymentStatuses[payment.status]}
                  </Chip>
                </td>
                <td data-label={t.amount} className={tableStyles.number}>
                  {formatMinor(payment.amount, payment.currency)}
                </td>
                <td data-label={t.providerIds}>
                  <span className={styles.ids}>
                    <span>{payment.provider}</span>
                    <span className={styles.mono}>{payment.providerOrderId}</span>
                    {payment.providerPaymentId && (
                      <span className={styles.mono}>{payment.providerPaymentId}</span>
                    )}
                  </span>
                </td>
                <td data-label={t.why}>{payment.failureReason ?? t.none}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </Section>
  );
}

/** Each refund: its state, amount, how it went back, why, by whom, the provider's id. */
export function RefundsList({
  refunds,
  lines,
  refundTo,
}: {
  refunds: Money['refunds'];
  lines: AdminOrder['lines'];
  /** Where the order's refunds go. */
  refundTo: Money['refundTo'];
}) {
  const nameOf = (lineId: string) => lines.find((line) => line.id === lineId)?.name ?? lineId;
  return (
    <Section title={t.refunds}>
      {refunds.length === 0 ? (
        <p className={styles.secondary}>{t.noRefunds}</p>
      ) : (
        <TableRegion label={t.refundsLabel} className={styles.ledger}>
          <TableHead
            columns={[...LEDGER_COLUMNS, { label: t.what }, { label: t.reason }, { label: t.by }]}
          />
          <tbody>
            {refunds.map((refund) => (
              <tr key={refund.id}>
                <td data-label={t.at} className={tableStyles.nowrap}>
                  <time dateTime={refund.createdAt}>{formatIndiaDateTime(refund.createdAt)}</time>
                </td>
                <td data-label={texts.orders.status}>
                  <Chip tone={REFUND_TONES[refund.status]}>{t.refundStatuses[refund.status]}</Chip>
                </td>
                <td data-label={t.amount} className={tableStyles.number}>
                  {formatPaise(refund.amount)}
                </td>
                <td data-label={t.what}>
                  <span className={styles.ids}>
                    <span>
                      {refund.lines.length > 0
                        ? refund.lines
                            .map((line) => t.refundLine(line.quantity, nameOf(line.lineId)))
                            .join(', ')
                        : t.amountOnly}
                    </span>
                    <span className={styles.secondary}>
                      {t.refundTo[refund.method === 'cash' ? 'cash' : refundTo]}
                      {refund.restock && ` · ${t.restocked}`}
                    </span>
                    {refund.providerRefundId && (
                      <span className={styles.mono}>{refund.providerRefundId}</span>
                    )}
                    {refund.failureReason && (
                      <span className={styles.failure}>{refund.failureReason}</span>
                    )}
                  </span>
                </td>
                <td data-label={t.reason}>{refund.reason}</td>
                <td data-label={t.by}>{refund.staffName ?? t.none}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </Section>
  );
}
