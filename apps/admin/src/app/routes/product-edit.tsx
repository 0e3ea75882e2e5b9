import type { AdminProduct } from '@aurelle/contract';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { paths, productPath, shopProductHref, stockItemPath } from '../../config/paths.ts';
import { useProduct } from '../../features/catalog/api.ts';
import styles from '../../features/catalog/catalog.module.css';
import { DeleteButton, DuplicateButton } from '../../features/catalog/product-actions.tsx';
import { ProductForm } from '../../features/catalog/product-form.tsx';
import { ProductStatusChip } from '../../features/catalog/product-status.tsx';
import { PiecesPanel } from '../../features/catalog/pieces-panel.tsx';
import { VariantsPanel } from '../../features/stock/variants-panel.tsx';
import { texts } from '../../features/catalog/texts.ts';
import { ProductMediaPanel } from '../../features/media/product-media-panel.tsx';
import { texts as mediaTexts } from '../../features/media/texts.ts';
import { formatDateTime } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';

const t = texts.productForm;

/** Asks before leaving with unsaved changes; answers the form's dirty callback. */
function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const dialog = (
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
  );
  return {
    onDirtyChange: useCallback((next: boolean) => setDirty(next), []),
    allowLeaving,
    dialog,
  };
}

/** `/products/new`: the empty form; once created, the product's own screen. */
export function NewProductScreen() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { onDirtyChange, allowLeaving, dialog } = useUnsavedChanges();
  const onCreated = (product: AdminProduct) => {
    allowLeaving();
    void navigate(productPath(product.id), { replace: true, state: { created: true } });
  };
  return (
    <Page title={t.newTitle}>
      <BackLink to={paths.products}>{t.back}</BackLink>
      <ProductForm
        canWrite={can(session, 'catalog:write')}
        onCreated={onCreated}
        onDirtyChange={onDirtyChange}
      />
      {dialog}
    </Page>
  );
}

/** `/products/:id`: the product's form, its actions and links, its photos and its pieces. */
export function ProductScreen() {
  const { id = '' } = useParams();
  const session = useStaffSession();
  const navigate = useNavigate();
  const canWrite = can(session, 'catalog:write');
  const product = useProduct(id);
  const { onDirtyChange, allowLeaving, dialog } = useUnsavedChanges();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [notice, setNotice] = useState(created ? t.created : '');
  const [problem, setProblem] = useState('');
  const item = product.data;
  return (
    <Page
      title={item?.name.en || t.newTitle}
      actions={
        item &&
        canWrite && (
          <>
            <DuplicateButton
              product={item}
              onProblem={setProblem}
              onDuplicated={(copy) => {
                setNotice(t.duplicated);
                void navigate(productPath(copy.id));
              }}
            />
            <DeleteButton
              product={item}
              onDeleted={() => {
                allowLeaving();
                void navigate(paths.products, { replace: true });
              }}
              onArchived={() => setNotice(t.archived)}
            />
          </>
        )
      }
    >
      <BackLink to={paths.products}>{t.back}</BackLink>
      {product.isError && <Alert>{product.error.message}</Alert>}
      {product.isPending && <TableSkeleton rows={6} />}
      {problem && <Alert>{problem}</Alert>}
      <Notice>{notice}</Notice>
      {item && (
        <>
          <div className={styles.productMeta}>
            <ProductStatusChip status={item.status} />
            <span>{t.version(item.version, formatDateTime(item.updatedAt))}</span>
            <ButtonLink to={stockItemPath(item.id)} size="sm">
              {t.stockLink}
            </ButtonLink>
            {item.status === 'active' && (
              <a
                href={shopProductHref(item.slug)}
                target="_blank"
                rel="noopener"
                className={styles.shopLink}
              >
                {t.shopLink}
                <span className="visually-hidden"> {t.newTab}</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            )}
          </div>
          <ProductForm
            key={item.id}
            product={item}
            canWrite={canWrite}
            onDirtyChange={onDirtyChange}
          />
          {item.options.length > 0 && (
            <VariantsPanel
              productId={item.id}
              canWriteCatalog={canWrite}
              canWriteStock={can(session, 'stock:write')}
            />
          )}
          <Section title={mediaTexts.media.title} panel>
            <ProductMediaPanel productId={item.id} />
          </Section>
          {item.hallmarked && (
            <PiecesPanel productId={item.id} canWrite={can(session, 'stock:write')} />
          )}
        </>
      )}
      {dialog}
    </Page>
  );
}
