import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { paths } from '../../config/paths.ts';
import { useCoupons } from '../../features/coupons/api.ts';
import { CouponTable } from '../../features/coupons/coupon-table.tsx';
import { texts } from '../../features/coupons/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.coupons;

/** Every coupon, live ones first, and the way to a new one. */
export function CouponsScreen() {
  const session = useStaffSession();
  const list = useCoupons();
  return (
    <Page
      title={t.title}
      actions={
        can(session, 'coupons:write') && (
          <ButtonLink to={paths.newCoupon} variant="primary">
            {t.create}
          </ButtonLink>
        )
      }
    >
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={4} />}
      {list.data &&
        (list.data.items.length === 0 ? (
          <div className={tableStyles.empty}>{t.empty}</div>
        ) : (
          <CouponTable items={list.data.items} />
        ))}
    </Page>
  );
}
