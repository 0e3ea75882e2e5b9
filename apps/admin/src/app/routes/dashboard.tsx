import { adminEndpoints } from '@aurelle/contract';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';
import { WorkQueueFigures } from '../../features/dashboard/figures.tsx';
import { ListsRow, LowStockList, RecentOrders } from '../../features/dashboard/lists.tsx';
import { NetSalesSection } from '../../features/dashboard/net-sales.tsx';
import { texts } from '../../features/dashboard/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';
import { SCREEN_PERMISSIONS } from '../screens.ts';

/** Each part shows only to a role allowed to read it. */
export function DashboardScreen() {
  const session = useStaffSession();
  const sales = can(session, adminEndpoints.sales.permission);
  const queue = can(session, adminEndpoints.workQueue.permission);
  const lowStock = can(session, adminEndpoints.lowStock.permission);
  return (
    <Page title={texts.dashboard.title}>
      {!session.staff.twoFactor && (
        <Banner>
          <span>{texts.dashboard.twoFactorBanner}</span>
          <Link to={paths.twoFactor}>{texts.dashboard.twoFactorLink}</Link>
        </Banner>
      )}
      {sales && (
        <NetSalesSection owedLink={queue ? `${paths.orders}?payment=balance_due` : undefined} />
      )}
      {queue && (
        <WorkQueueFigures
          ordersLink={paths.orders}
          stockLink={can(session, SCREEN_PERMISSIONS.stock) ? paths.stock : undefined}
        />
      )}
      {(queue || lowStock) && (
        <ListsRow>
          {queue && <RecentOrders allLink={paths.orders} />}
          {lowStock && <LowStockList allLink={paths.stock} />}
        </ListsRow>
      )}
      {!sales && !queue && <p>{texts.dashboard.nothing}</p>}
    </Page>
  );
}
