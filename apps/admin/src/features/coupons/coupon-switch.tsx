import type { AdminCoupon } from '@aurelle/contract';
import { useState } from 'react';
import { Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { messageOf } from '../../lib/api.ts';
import { useDisableCoupon, useEnableCoupon } from './api.ts';
import { texts } from './texts.ts';

const t = texts.coupon;

/** Disables a coupon after a confirmation, or enables a disabled one at once. */
export function CouponSwitch({ coupon }: { coupon: AdminCoupon }) {
  const disable = useDisableCoupon();
  const enable = useEnableCoupon();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const params = { params: { couponId: coupon.id } };

  const onDisable = async () => {
    setError(undefined);
    try {
      await disable.mutateAsync(params);
      setOpen(false);
      setNotice(t.disabled);
    } catch (cause) {
      setError(messageOf(cause));
    }
  };
  const onEnable = async () => {
    setNotice('');
    try {
      await enable.mutateAsync(params);
      setNotice(t.enabled);
    } catch (cause) {
      setNotice(messageOf(cause));
    }
  };

  return (
    <>
      {coupon.status === 'disabled' ? (
        <Button variant="secondary" pending={enable.isPending} onClick={() => void onEnable()}>
          {t.enable}
        </Button>
      ) : (
        <ConfirmDialog
          trigger={<Button variant="secondary">{t.disable}</Button>}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setError(undefined);
          }}
          title={t.disableTitle}
          body={t.disableBody}
          confirmLabel={t.disable}
          onConfirm={() => void onDisable()}
          pending={disable.isPending}
          error={error}
        />
      )}
      <Notice>{notice}</Notice>
    </>
  );
}
