import { useLocation, useParams } from 'react-router';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { editCouponPath, paths } from '../../config/paths.ts';
import { useCoupon } from '../../features/coupons/api.ts';
import { CouponSummary } from '../../features/coupons/coupon-summary.tsx';
import { CouponSwitch } from '../../features/coupons/coupon-switch.tsx';
import { CouponUses } from '../../features/coupons/coupon-uses.tsx';
import { CouponStatusChip } from '../../features/coupons/coupon-status-chip.tsx';
import { texts } from '../../features/coupons/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.coupon;

/** One coupon: where it stands, what it brought, how it is set, and the orders that used it. */
export function CouponScreen() {
  const { couponId = '' } = useParams();
  const session = useStaffSession();
  const canWrite = can(session, 'coupons:write');
  const query = useCoupon(couponId);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  const page = query.data;
  return (
    <Page
      title={page?.coupon.couponCode ?? t.title}
      actions={
        page &&
        canWrite && (
          <>
            <ButtonLink to={editCouponPath(page.coupon.id)} variant="primary">
              {t.edit}
            </ButtonLink>
            <CouponSwitch coupon={page.coupon} />
          </>
        )
      }
    >
      <BackLink to={paths.coupons}>{t.back}</BackLink>
      <Notice>{saved ? texts.form.saved : ''}</Notice>
      {query.isError && <Alert>{query.error.message}</Alert>}
      {query.isPending && <TableSkeleton rows={4} />}
      {page && (
        <>
          <p>
            <CouponStatusChip status={page.coupon.status} /> {page.coupon.title.en}
          </p>
          <CouponSummary page={page} />
          <CouponUses page={page} />
        </>
      )}
    </Page>
  );
}
