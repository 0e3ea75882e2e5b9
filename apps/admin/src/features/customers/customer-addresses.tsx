import type { AdminCustomerAddress } from '@aurelle/contract';
import { Section } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import styles from './customers.module.css';
import { texts } from './texts.ts';

const t = texts.customer;

/** The addresses they saved in the shop, newest first. */
export function CustomerAddresses({ addresses }: { addresses: readonly AdminCustomerAddress[] }) {
  return (
    <Section title={t.addresses}>
      {addresses.length === 0 ? (
        <div className={tableStyles.empty}>{t.noAddresses}</div>
      ) : (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.address}>
              <span className={styles.label}>{address.label}</span>
              <address>
                <strong>{address.name}</strong>
                <br />
                {address.address1}
                {address.address2 && (
                  <>
                    <br />
                    {address.address2}
                  </>
                )}
                <br />
                {address.city} {address.zipCode}
                <br />
                {address.state}, {address.country}
                <br />
                {address.phone}
              </address>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
