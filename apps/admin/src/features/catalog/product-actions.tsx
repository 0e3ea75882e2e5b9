import { ApiError } from '@aurelle/client';
import type { AdminProduct } from '@aurelle/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { useDeleteProduct, useDuplicateProduct, useUpdateProduct } from './api.ts';
import { bodyOf, formOf } from './product-form-values.ts';
import { texts } from './texts.ts';

const t = texts.productForm;

/** "Duplicate": a new draft copied from the stored product (not the form's unsaved changes). */
export function DuplicateButton({
  product,
  onDuplicated,
  onProblem,
}: {
  product: AdminProduct;
  onDuplicated: (copy: AdminProduct) => void;
  onProblem: (message: string) => void;
}) {
  const duplicate = useDuplicateProduct();
  return (
    <Button
      pending={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(
          { params: { id: product.id } },
          { onSuccess: onDuplicated, onError: (error) => onProblem(error.message) },
        )
      }
    >
      {t.duplicate}
    </Button>
  );
}

/**
 * "Delete", asked once; a product that has been ordered is kept (409), so the dialog then says
 * why and offers to archive it instead.
 */
export function DeleteButton({
  product,
  onDeleted,
  onArchived,
}: {
  product: AdminProduct;
  onDeleted: () => void;
  onArchived: (product: AdminProduct) => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProduct();
  const archive = useUpdateProduct();
  const kept = remove.error instanceof ApiError && remove.error.status === 409;
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      remove.reset();
      archive.reset();
    }
  };
  const archiveIt = () =>
    archive.mutate(
      {
        params: { id: product.id },
        body: { ...bodyOf(formOf(product)), status: 'archived', version: product.version },
      },
      {
        onSuccess: (archived) => {
          change(false);
          onArchived(archived);
        },
      },
    );
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={t.deleteTitle(product.name.en)}
      description={kept ? undefined : t.deleteBody}
      trigger={<Button variant="danger">{t.delete}</Button>}
    >
      {remove.error && <Alert>{remove.error.message}</Alert>}
      {archive.error && <Alert>{archive.error.message}</Alert>}
      <DialogActions>
        {!kept && (
          <Button
            variant="danger"
            pending={remove.isPending}
            onClick={() => remove.mutate({ params: { id: product.id } }, { onSuccess: onDeleted })}
          >
            {t.delete}
          </Button>
        )}
        {kept && product.status !== 'archived' && (
          <Button variant="primary" pending={archive.isPending} onClick={archiveIt}>
            {t.archive}
          </Button>
        )}
      </DialogActions>
    </Modal>
  );
}
