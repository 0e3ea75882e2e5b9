import type { AdminOrder } from '@aurelle/contract';
import { Link } from 'react-router';
import { Chip } from '../../components/ui/chip.tsx';
import { Section } from '../../components/ui/page.tsx';
import { customerPath } from '../../config/paths.ts';
import { formatIndiaDateTime } from '../../lib/format.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.order;

/** Who ordered: name, e-mail and phone (or that they were erased), and a link to them. */
export function OrderCustomer({
  customer,
  linkToCustomer,
}: {
  customer: AdminOrder['customer'];
  /** Whether the role may open the customer's screen. */
  linkToCustomer: boolean;
}) {
  return (
    <Section title={t.customer} panel>
      <p className={styles.partyName}>
        {customer.name}
        {customer.erased && <Chip tone="off">{t.erased}</Chip>}
      </p>
      {customer.erased && <p className={styles.secondary}>{t.erasedHint}</p>}
      <dl className={styles.facts}>
        {customer.email && (
          <div>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${customer.email}`} className={styles.breakable}>
                {customer.email}
              </a>
            </dd>
          </div>
        )}
        {customer.phone && (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:${customer.phone}`}>{customer.phone}</a>
            </dd>
          </div>
        )}
      </dl>
      {linkToCustomer && !customer.erased && (
        <Link to={customerPath(customer.id)} className={styles.inlineLink}>
          {t.customerLink}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </Section>
  );
}

/** Where the parcel goes, as the shopper wrote it. */
export function OrderAddress({ address }: { address: AdminOrder['address'] }) {
  return (
    <Section title={t.address} panel>
      <address className={styles.address}>
        <span className={styles.partyName}>{address.name}</span>
        <span>{address.address1}</span>
        {address.address2 && <span>{address.address2}</span>}
        <span>
          {address.city}, {address.state} {address.zipCode}
        </span>
        <span>{address.country}</span>
        <a href={`tel:${address.phone}`}>{address.phone}</a>
      </address>
    </Section>
  );
}

/** The carrier, tracking number and link once shipped, and when it was delivered. */
export function OrderShipment({ order }: { order: AdminOrder }) {
  const { shipment, deliveredAt } = order;
  return (
    <Section title={t.shipment} panel>
      {shipment ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t.carrier}</dt>
            <dd>{shipment.carrier}</dd>
          </div>
          <div>
            <dt>{t.trackingNumber}</dt>
            <dd className={styles.mono}>{shipment.trackingNumber}</dd>
          </div>
          <div>
            <dt>{t.shippedAt}</dt>
            <dd>
              <time dateTime={shipment.shippedAt}>{formatIndiaDateTime(shipment.shippedAt)}</time>
            </dd>
          </div>
          {deliveredAt && (
            <div>
              <dt>{t.deliveredAt}</dt>
              <dd>
                <time dateTime={deliveredAt}>{formatIndiaDateTime(deliveredAt)}</time>
              </dd>
            </div>
          )}
          {shipment.trackingUrl && (
            <div>
              <dt className="visually-hidden">{t.trackingLink}</dt>
              <dd>
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.inlineLink}
                >
                  {t.trackingLink}
                  <span className="visually-hidden"> {t.newTab}</span>
                  <span aria-hidden="true"> ↗</span>
                </a>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className={styles.secondary}>{t.notShipped}</p>
      )}
    </Section>
  );
}
