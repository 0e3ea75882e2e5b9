import { useTranslation } from '../../../lib/use-translation.ts';
import { AddressForm } from './address-form.tsx';
import styles from './address-form.module.css';

/** The auth drawer's address tab after signup (spec §4): add a delivery address, or skip. */
export function AddressStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.step}>
      <div className={styles.intro}>
        <h3 className={styles.heading}>{t('auth.address.title')}</h3>
        <p className={styles.text}>{t('auth.address.text')}</p>
      </div>
      <AddressForm
        onSaved={onDone}
        secondary={{ label: t('auth.address.skip'), onClick: onDone }}
      />
    </div>
  );
}
