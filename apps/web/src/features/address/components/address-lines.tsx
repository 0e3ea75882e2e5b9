import type { Address } from '@aurelle/contract';
import styles from './address-book.module.css';

/**
 * A saved address as its card shows it: name, street, city and pin, country, phone. `inline`
 * renders spans only, for inside a button (the checkout's address choice).
 */
export function AddressLines({ address, inline = false }: { address: Address; inline?: boolean }) {
  const Tag = inline ? 'span' : 'address';
  return (
    <Tag className={styles.lines}>
      <strong>{address.name}</strong>
      <span>
        {address.address1}
        {address.address2 ? `, ${address.address2}` : ''}
      </span>
      <span>
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span>{address.country}</span>
      <span>{address.phone}</span>
    </Tag>
  );
}
