import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion, TableSkeleton } from '../../components/ui/table.tsx';
import { pagePath } from '../../config/paths.ts';
import { usePages } from '../../features/pages/api.ts';
import styles from '../../features/pages/pages.module.css';
import { texts } from '../../features/pages/texts.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ContentTabs } from '../../features/pages/content-tabs.tsx';

const t = texts.list;
const COLUMNS = [{ label: t.page }, { label: t.updated }];

/** The shop's informational pages, each a link to its editor. */
export function PagesScreen() {
  const list = usePages();
  return (
    <Page title={t.title}>
      <ContentTabs />
      <p className={styles.intro}>{t.intro}</p>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={9} />}
      {list.data &&
        (list.data.data.length === 0 ? (
          <div className={tableStyles.empty}>{t.empty}</div>
        ) : (
          <TableRegion
            label={t.tableLabel}
            className={styles.listRegion}
            tableClassName={styles.listTable}
          >
            <TableHead columns={COLUMNS} />
            <tbody>
              {list.data.data.map((row) => (
                <tr key={row.slug}>
                  <td className={styles.nameCell}>
                    <Link to={pagePath(row.slug)}>{row.title}</Link>
                  </td>
                  <td data-label={t.updated}>{formatDateTime(row.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        ))}
    </Page>
  );
}
