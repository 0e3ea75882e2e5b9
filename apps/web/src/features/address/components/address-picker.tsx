import type { Address } from '@aurelle/contract';
import { lazy, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LazySection } from '../../../components/ui/lazy-section.tsx';
import { SectionLoadError } from '../../../components/ui/section-load-error.tsx';
import { PlusIcon } from '../../../components/ui/screen-icons.tsx';
import { Spinner } from '@aurelle/ui/spinner';
import { AddressLines } from './address-lines.tsx';
import styles from './address-picker.module.css';

// The form and its location lists (react-select, react-hook-form) load when it is first shown.
const AddressForm = lazy(() =>
  import('./address-form.tsx').then((m) => ({ default: m.AddressForm })),
);

type Props = {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (addressId: string | null) => void;
};

/**
 * The checkout's 'Delivering to *' (spec §2, §4 address selection): one saved address chosen;
 * unselecting it reopens the list, choosing one collapses it; a new address can be added, and is
 * chosen once saved. With no saved address the form is open from the start.
 */
export function AddressPicker({ addresses, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const selected = addresses.find((address) => address._id === selectedId) ?? null;
  const shown = selected ? [selected] : addresses;
  const formOpen = !selected && (adding || addresses.length === 0);

  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('checkout.deliveringTo')}
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      </h3>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((address) => {
            const on = address._id === selectedId;
            return (
              <li key={address._id}>
                <button
                  type="button"
                  className={on ? `${styles.option} ${styles.chosen}` : styles.option}
                  aria-pressed={on}
                  data-testid="address-option"
                  onClick={() => onSelect(on ? null : address._id)}
                >
                  <span className={styles.mark} aria-hidden="true" />
                  <span className={styles.body}>
                    <span className={styles.label}>{t(`address.labels.${address.label}`)}</span>
                    <AddressLines address={address} inline />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {selected ? (
        <button type="button" className={styles.action} onClick={() => onSelect(null)}>
          {t('checkout.changeAddress')}
        </button>
      ) : formOpen ? (
        <div className={styles.form}>
          <p className={styles.formTitle}>{t('checkout.newAddress')}</p>
          <LazySection
            fallback={<Spinner label={t('common.loading')} />}
            failed={<SectionLoadError />}
          >
            <AddressForm
              onSaved={(address) => {
                setAdding(false);
                onSelect(address._id);
              }}
              secondary={
                addresses.length > 0
                  ? { label: t('address.cancel'), onClick: () => setAdding(false) }
                  : undefined
              }
            />
          </LazySection>
        </div>
      ) : (
        <button type="button" className={styles.action} onClick={() => setAdding(true)}>
          <PlusIcon size={14} /> {t('checkout.addAddress')}
        </button>
      )}
    </section>
  );
}
