import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { paths } from '../../config/paths.ts';
import { usePage } from '../../features/pages/api.ts';
import { PageForm } from '../../features/pages/page-form.tsx';
import { texts } from '../../features/pages/texts.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';

const t = texts.edit;

/** `/pages/:slug`: a page's texts in both languages, with the rich-text editor (its own chunk). */
export function PageEditScreen() {
  const { slug = '' } = useParams();
  const query = usePage(slug);
  const [dirty, setDirty] = useState(false);
  const { blocker } = useLeaveGuard(dirty);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  const page = query.data;
  return (
    <Page title={page ? t.title(page.en.title) : t.loading}>
      <BackLink to={paths.pages}>{t.back}</BackLink>
      {query.isError && <Alert>{query.error.message}</Alert>}
      {query.isPending && <TableSkeleton rows={8} />}
      {page && <PageForm key={page.slug} page={page} onDirtyChange={onDirtyChange} />}
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
    </Page>
  );
}
