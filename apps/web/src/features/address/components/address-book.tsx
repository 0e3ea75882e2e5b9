import type { Address } from '@aurelle/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../components/ui/screen-icons.tsx';
import { useDeleteAddressMutation } from '../api/address-api.ts';
import { AddressForm } from './address-form.tsx';
import { AddressLines } from './address-lines.tsx';
import styles from './address-book.module.css';

/** Saved addresses as cards on the profile: add, edit, and delete after a confirmation. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation();
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const remove = useDeleteAddressMutation();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync(removing._id);
      notify('success', answer.message);
    } catch (error) {
      notify('error', errorMessage(error, t('messages.failed')));
    }
    setRemoving(null);
  };

  return (
    <div className={styles.book}>
      {addresses.length === 0 && editing !== 'new' ? (
        <p className={styles.none}>{t('address.none')}</p>
      ) : null}
      <ul className={styles.cards}>
        {addresses.map((address) =>
          editing === address._id ? (
            <li key={address._id} className={styles.editing}>
              <h3 className={styles.formTitle}>{t('address.edit')}</h3>
              <AddressForm
                address={address}
                onSaved={() => setEditing(null)}
                secondary={{ label: t('address.cancel'), onClick: () => setEditing(null) }}
              />
            </li>
          ) : (
            <li key={address._id} className={styles.card}>
              <p className={styles.label}>{t(`address.labels.${address.label}`)}</p>
              <AddressLines address={address} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => setEditing(address._id)}
                  aria-label={t('address.editOf', { name: address.name, label: address.label })}
                >
                  {t('address.editShort')}
                </button>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => setRemoving(address)}
                  aria-label={t('address.removeOf', { name: address.name, label: address.label })}
                >
                  {t('address.remove')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <div className={styles.editing}>
          <h3 className={styles.formTitle}>{t('address.new')}</h3>
          <AddressForm
            onSaved={() => setEditing(null)}
            secondary={{ label: t('address.cancel'), onClick: () => setEditing(null) }}
          />
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <PlusIcon size={16} /> {t('address.add')}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('address.confirmTitle')}
        text={t('address.confirmText', { name: removing?.name ?? '' })}
        confirmLabel={t('address.remove')}
        cancelLabel={t('address.cancel')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
