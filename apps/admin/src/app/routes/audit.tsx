import { adminEndpoints } from '@aurelle/contract';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { NO_FILTERS, useAuditLog } from '../../features/audit/api.ts';
import { AuditFilters } from '../../features/audit/audit-filters.tsx';
import styles from '../../features/audit/audit.module.css';
import { AuditTable } from '../../features/audit/audit-table.tsx';
import { texts } from '../../features/audit/texts.ts';
import { useStaffList } from '../../features/staff/api.ts';
import { can, useStaffSession } from '../../lib/session.ts';

/** The audit log with its filters, newest first; older entries a page at a time. */
export function AuditScreen() {
  const session = useStaffSession();
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useAuditLog(filters);
  const staff = useStaffList(can(session, adminEndpoints.listStaff.permission));
  const names = useMemo(
    () => new Map((staff.data?.staff ?? []).map((member) => [member.id, member.name])),
    [staff.data],
  );
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Page title={texts.audit.title}>
      <AuditFilters filters={filters} onChange={setFilters} people={staff.data?.staff} />
      {log.isError && <Alert>{log.error.message}</Alert>}
      {log.isPending && <TableSkeleton rows={6} />}
      {log.data && <AuditTable entries={entries} names={names} />}
      {log.data && entries.length > 0 && (
        <div className={styles.more}>
          {log.hasNextPage ? (
            <Button pending={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? texts.audit.loadingOlder : texts.audit.loadOlder}
            </Button>
          ) : (
            <p>{texts.audit.end}</p>
          )}
        </div>
      )}
    </Page>
  );
}
