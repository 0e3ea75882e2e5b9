import type { AdminOrder } from '@aurelle/contract';
import { OrderStatusChip } from '../../components/order-status-chip.tsx';
import { formatIndiaDateTime, formatPaise } from '../../lib/format.ts';
import { BalanceDueChip, PaymentChip, RefundChip } from './order-status.tsx';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.order;

/** Under the title: the state, the payment and any refund, when it was placed and how paid. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <div className={styles.summary}>
      <div className={styles.chips}>
        <OrderStatusChip status={order.status} />
        {/* The payment's own state; a refund has its own chip beside it. */}
        <PaymentChip order={{ ...order, refundState: 'none' }} />
        {order.refundState !== 'none' && <RefundChip state={order.refundState} />}
        {order.cash && order.cash.balanceDue > 0 && (
          <BalanceDueChip amount={order.cash.balanceDue} />
        )}
      </div>
      <p className={styles.meta}>
        <span>
          <time dateTime={order.createdAt}>{t.placedAt(formatIndiaDateTime(order.createdAt))}</time>
        </span>
        <span>
          {/* What to collect, at the top, for whoever delivers: until it is collected. */}
          {order.cash && order.cash.collected === null && order.status !== 'Cancelled'
            ? t.collectAtDoor(formatPaise(order.cash.toCollect))
            : texts.paymentMethods[order.paymentMethod]}
        </span>
        {order.cancelledAt && (
          <span>
            <time dateTime={order.cancelledAt}>
              {t.cancelledAt(formatIndiaDateTime(order.cancelledAt))}
            </time>
          </span>
        )}
      </p>
      {order.cancelReason && (
        <p className={styles.cancelReason}>{t.cancelReason(order.cancelReason)}</p>
      )}
    </div>
  );
}
