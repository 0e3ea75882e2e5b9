import type { AdminCoupon } from '@aurelle/contract';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { couponPath, paths } from '../../config/paths.ts';
import { useCoupon } from '../../features/coupons/api.ts';
import { CouponForm } from '../../features/coupons/coupon-form.tsx';
import { texts } from '../../features/coupons/texts.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';

const t = texts.form;

/** Asks before leaving with unsaved changes; once saved, goes to the coupon's page. */
function useSaveAndLeave() {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t.leaveTitle}
      body={t.leaveBody}
      confirmLabel={t.leave}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  const onSaved = (coupon: AdminCoupon) => {
    allowLeaving();
    void navigate(couponPath(coupon.id), { replace: true, state: { saved: true } });
  };
  return { onDirtyChange: useCallback((next: boolean) => setDirty(next), []), onSaved, dialog };
}

/** `/coupons/new`: the form of a new coupon. */
export function NewCouponScreen() {
  const { onDirtyChange, onSaved, dialog } = useSaveAndLeave();
  return (
    <Page title={t.newTitle}>
      <BackLink to={paths.coupons}>{texts.coupon.back}</BackLink>
      <CouponForm onSaved={onSaved} onDirtyChange={onDirtyChange} />
      {dialog}
    </Page>
  );
}

/** `/coupons/:couponId/edit`: the coupon's form, filled with what is saved. */
export function EditCouponScreen() {
  const { couponId = '' } = useParams();
  const query = useCoupon(couponId);
  const { onDirtyChange, onSaved, dialog } = useSaveAndLeave();
  const coupon = query.data?.coupon;
  return (
    <Page title={coupon ? t.editTitle(coupon.couponCode) : texts.coupon.title}>
      <BackLink to={couponPath(couponId)}>{texts.coupon.backToCoupon}</BackLink>
      {query.isError && <Alert>{query.error.message}</Alert>}
      {query.isPending && <TableSkeleton rows={6} />}
      {coupon && <CouponForm coupon={coupon} onSaved={onSaved} onDirtyChange={onDirtyChange} />}
      {dialog}
    </Page>
  );
}
