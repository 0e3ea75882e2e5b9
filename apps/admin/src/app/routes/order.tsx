import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { paths } from '../../config/paths.ts';
import { useOrder, usePackingSlip } from '../../features/orders/api.ts';
import { OrderNoteForm } from '../../features/orders/order-note-form.tsx';
import { OrderActions } from '../../features/orders/order-actions.tsx';
import { OrderLines } from '../../features/orders/order-lines.tsx';
import {
  CashBox,
  MoneyBox,
  PaymentsList,
  RefundsList,
} from '../../features/orders/order-money.tsx';
import {
  OrderAddress,
  OrderCustomer,
  OrderShipment,
} from '../../features/orders/order-parties.tsx';
import { OrderSummary } from '../../features/orders/order-summary.tsx';
import { OrderTimeline } from '../../features/orders/order-timeline.tsx';
import { DownloadRefused } from '../../features/orders/packing-slip-buttons.tsx';
import styles from '../../features/orders/orders.module.css';
import { texts } from '../../features/orders/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.order;

/** One order: what was bought, by whom, where it goes, its money, its timeline and actions. */
export function OrderScreen() {
  const { orderId = '' } = useParams();
  const session = useStaffSession();
  const query = useOrder(orderId);
  const packingSlip = usePackingSlip(orderId);
  const order = query.data;
  const money = order?.money ?? null;
  // Money shows only to a role that may read prices; the server sends none to the others.
  const showMoney = money !== null && can(session, 'prices:read');
  return (
    <Page
      title={order ? t.title(order.orderNumber) : texts.orders.title}
      actions={
        order && (
          <OrderActions
            order={order}
            can={{ fulfil: can(session, 'orders:fulfil'), refund: can(session, 'orders:refund') }}
            packingSlip={packingSlip}
          />
        )
      }
    >
      <BackLink to={paths.orders}>{t.back}</BackLink>
      {query.isError && <Alert>{query.error.message}</Alert>}
      <DownloadRefused download={packingSlip} />
      {query.isPending && <TableSkeleton rows={6} />}
      {order && (
        <>
          <OrderSummary order={order} />
          <div className={styles.orderLayout}>
            <div className={styles.orderTop}>
              <Section title={t.lines}>
                <OrderLines lines={order.lines} showMoney={showMoney} />
              </Section>
            </div>
            <div className={styles.orderSide}>
              <OrderCustomer
                customer={order.customer}
                linkToCustomer={can(session, 'customers:read')}
              />
              <OrderAddress address={order.address} />
              <OrderShipment order={order} />
              {/* What to collect at the door: for whoever delivers, whatever their role. */}
              {order.cash && order.status !== 'Cancelled' && <CashBox cash={order.cash} />}
              {showMoney && money && <MoneyBox money={money} />}
            </div>
            <div className={styles.orderBottom}>
              {showMoney && money && (
                <>
                  <PaymentsList payments={money.payments} cash={order.paymentMethod === 'POD'} />
                  <RefundsList
                    refunds={money.refunds}
                    lines={order.lines}
                    refundTo={money.refundTo}
                  />
                </>
              )}
              <Section title={t.timeline}>
                {can(session, 'orders:fulfil') && <OrderNoteForm orderId={order.id} />}
                <OrderTimeline events={order.events} showMoney={showMoney} />
              </Section>
            </div>
          </div>
        </>
      )}
    </Page>
  );
}
