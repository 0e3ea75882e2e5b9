import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { useFaqs } from '../../features/pages/blog-api.ts';
import { texts } from '../../features/pages/blog-texts.ts';
import { ContentTabs } from '../../features/pages/content-tabs.tsx';
import { FaqsForm } from '../../features/pages/faqs-form.tsx';
import styles from '../../features/pages/pages.module.css';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';

const t = texts.faqs;

/** `/faqs`: customer care's questions in both languages: add, edit, reorder, remove, save. */
export function FaqsScreen() {
  const query = useFaqs();
  const [dirty, setDirty] = useState(false);
  const { blocker } = useLeaveGuard(dirty);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  return (
    <Page title={t.title}>
      <ContentTabs />
      <p className={styles.intro}>{t.intro}</p>
      {query.isError && <Alert>{query.error.message}</Alert>}
      {query.isPending && <TableSkeleton rows={8} />}
      {query.data && <FaqsForm faqs={query.data} onDirtyChange={onDirtyChange} />}
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
