import type { AuditAction, AuditEntry } from '@aurelle/contract';
import { Link } from 'react-router';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable } from '../../components/ui/table.tsx';
import { couponPath, customerPath, orderPath, productPath } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from './audit.module.css';
import { describeChanges } from './changes.ts';
import { texts } from './texts.ts';

const t = texts.audit;
const COLUMNS = [t.time, t.person, t.action, t.entity, t.changes];

const entityLabel = (type: string) =>
  type in texts.entityTypes ? texts.entityTypes[type as keyof typeof texts.entityTypes] : type;
/** An action in words; one the app does not know yet (a newer server) shows as recorded. */
const actionLabel = (action: string) =>
  action in texts.auditActions ? texts.auditActions[action as AuditAction] : action;

/**
 * Who acted: a staff member by name (the staff list at hand) or e-mail; a call made without a
 * session (a sign-in that failed) by its address; else the server itself (its shell, its jobs).
 */
function Person({ entry, names }: { entry: AuditEntry; names: ReadonlyMap<string, string> }) {
  const known =
    entry.actorName || (entry.staffId && names.get(entry.staffId)) || entry.actor || null;
  if (known) return known;
  if (!entry.ip) return t.system;
  return (
    <span>
      {t.notSignedIn} <span className={tableStyles.muted}>{entry.ip}</span>
    </span>
  );
}

/** Where a subject's page is in the back office, for the kinds that have one. */
function subjectPath(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  switch (entry.entityType) {
    case 'order':
      return orderPath(entry.entityId);
    case 'customer':
      return customerPath(entry.entityId);
    case 'product':
      return productPath(entry.entityId);
    case 'coupon':
      return couponPath(entry.entityId);
    default:
      return null;
  }
}

/**
 * What the entry is about: its kind, then its name as the server knows it now (an order's
 * number linking to its page, with its customer's name), else the start of its id.
 */
function Subject({ entry, names }: { entry: AuditEntry; names: ReadonlyMap<string, string> }) {
  const label =
    entry.subject?.label ??
    (entry.entityType === 'staff' && entry.entityId ? names.get(entry.entityId) : undefined);
  const path = subjectPath(entry);
  return (
    <span>
      {entityLabel(entry.entityType)}{' '}
      {label ? (
        path ? (
          <Link to={path}>{label}</Link>
        ) : (
          <span title={entry.entityId ?? undefined}>{label}</span>
        )
      ) : (
        entry.entityId && (
          <span className={tableStyles.muted} title={entry.entityId}>
            {entry.entityId.slice(0, 8)}
          </span>
        )
      )}
      {entry.subject?.customerName && (
        <span className={tableStyles.muted}> {t.forCustomer(entry.subject.customerName)}</span>
      )}
    </span>
  );
}

/** The log's entries; a person shows by name when the staff list is at hand, else by e-mail. */
export function AuditTable({
  entries,
  names,
}: {
  entries: readonly AuditEntry[];
  names: ReadonlyMap<string, string>;
}) {
  return (
    <DataTable
      label={t.tableLabel}
      columns={COLUMNS}
      isEmpty={entries.length === 0}
      empty={t.empty}
    >
      {entries.map((entry) => {
        const changes = describeChanges(entry);
        return (
          <tr key={entry.id}>
            <td data-label={t.time} className={tableStyles.nowrap}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td data-label={t.person}>
              <Person entry={entry} names={names} />
            </td>
            <td data-label={t.action}>
              <span className={styles.action} title={entry.action}>
                {actionLabel(entry.action)}
              </span>
            </td>
            <td data-label={t.entity}>
              <Subject entry={entry} names={names} />
            </td>
            <td data-label={t.changes}>
              {changes.length === 0 ? (
                <span className={tableStyles.muted}>{t.none}</span>
              ) : (
                <ul className={styles.changes}>
                  {changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              {/* What the log holds, as recorded, for who needs the exact values. */}
              {(changes.length > 0 || entry.entityId) && (
                <details className={styles.details}>
                  <summary>{t.details}</summary>
                  <pre>
                    {JSON.stringify(
                      { action: entry.action, entityId: entry.entityId, changes: entry.changes },
                      null,
                      2,
                    )}
                  </pre>
                </details>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
