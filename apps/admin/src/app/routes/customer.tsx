import { useParams } from 'react-router';
import { Alert, Banner } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { paths } from '../../config/paths.ts';
import { useCustomer } from '../../features/customers/api.ts';
import { CustomerAddresses } from '../../features/customers/customer-addresses.tsx';
import { CustomerNotes } from '../../features/customers/customer-notes.tsx';
import { CustomerOrders } from '../../features/customers/customer-orders.tsx';
import { CustomerSummary } from '../../features/customers/customer-summary.tsx';
import { EraseCustomer } from '../../features/customers/erase-customer.tsx';
import { texts } from '../../features/customers/texts.ts';
import { formatIndiaDate } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.customer;

/** One customer: who they are, where they live, what they ordered, staff notes, and erasure. */
export function CustomerScreen() {
  const { customerId = '' } = useParams();
  const session = useStaffSession();
  const canWrite = can(session, 'customers:write');
  const query = useCustomer(customerId);
  const customer = query.data;
  return (
    <Page title={customer?.name ?? t.title}>
      <BackLink to={paths.customers}>{t.back}</BackLink>
      {query.isError && <Alert>{query.error.message}</Alert>}
      {query.isPending && <TableSkeleton rows={4} />}
      {customer && (
        <>
          <div role="status">
            {customer.erasedAt && (
              <Banner>{t.erasedBanner(formatIndiaDate(customer.erasedAt))}</Banner>
            )}
          </div>
          <CustomerSummary customer={customer} />
          {!customer.erasedAt && <CustomerAddresses addresses={customer.addresses} />}
          <CustomerOrders customer={customer} />
          {!customer.erasedAt && (
            <CustomerNotes customerId={customer.id} notes={customer.notes} canWrite={canWrite} />
          )}
          {canWrite && !customer.erasedAt && <EraseCustomer customer={customer} />}
        </>
      )}
    </Page>
  );
}
