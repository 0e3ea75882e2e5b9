import type { AdminBlogPostList } from '@aurelle/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Page } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { TableHead, TableRegion, TableSkeleton } from '../../components/ui/table.tsx';
import { blogPostPath, paths } from '../../config/paths.ts';
import {
  useBlogPosts,
  useDeleteBlogPost,
  usePublishBlogPost,
} from '../../features/pages/blog-api.ts';
import { texts } from '../../features/pages/blog-texts.ts';
import { ContentTabs } from '../../features/pages/content-tabs.tsx';
import styles from '../../features/pages/pages.module.css';
import { formatDay } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.list;
type Row = AdminBlogPostList['data'][number];

/** The blog's posts, newest first: each a link to its editor, publish or withdraw, delete. */
export function BlogScreen() {
  const session = useStaffSession();
  const writer = can(session, 'content:write');
  const list = useBlogPosts();
  const publish = usePublishBlogPost();
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const columns = [
    { label: t.post },
    { label: t.date },
    { label: t.status },
    ...(writer ? [{ label: t.actions }] : []),
  ];
  return (
    <Page
      title={t.title}
      actions={
        writer && (
          <ButtonLink to={paths.newBlogPost} variant="primary">
            {t.create}
          </ButtonLink>
        )
      }
    >
      <ContentTabs />
      <p className={styles.intro}>{t.intro}</p>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {publish.isError && <Alert>{publish.error.message}</Alert>}
      {list.isPending && <TableSkeleton rows={6} />}
      {list.data &&
        (list.data.data.length === 0 ? (
          <div className={tableStyles.empty}>{t.empty}</div>
        ) : (
          <TableRegion
            label={t.tableLabel}
            className={styles.listRegion}
            tableClassName={styles.listTable}
          >
            <TableHead columns={columns} />
            <tbody>
              {list.data.data.map((row) => (
                <tr key={row.id}>
                  <td className={styles.nameCell}>
                    <Link to={blogPostPath(row.id)}>{row.title}</Link>
                  </td>
                  <td data-label={t.date}>{formatDay(row.date)}</td>
                  <td data-label={t.status}>{row.published ? t.published : t.draft}</td>
                  {writer && (
                    <td data-label={t.actions}>
                      <div className={styles.rowActions}>
                        <Button
                          variant="secondary"
                          size="sm"
                          pending={publish.isPending && publish.variables?.params.postId === row.id}
                          onClick={() =>
                            publish.mutate({
                              params: { postId: row.id },
                              body: { published: !row.published },
                            })
                          }
                          aria-label={`${row.published ? t.withdraw : t.publish} ${row.title}`}
                        >
                          {row.published ? t.withdraw : t.publish}
                        </Button>
                        <Button
                          variant="danger"
                          size="sm"
                          onClick={() => setDeleting(row)}
                          aria-label={`${t.delete} ${row.title}`}
                        >
                          {t.delete}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </TableRegion>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t.deleteTitle(deleting?.title ?? '')}
        body={t.deleteBody}
        confirmLabel={t.deleteConfirm}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ params: { postId: deleting.id } });
          setDeleting(null);
        }}
      />
    </Page>
  );
}
