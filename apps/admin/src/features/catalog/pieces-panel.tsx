import type { Piece } from '@aurelle/contract';
import { useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Section } from '../../components/ui/page.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable, TableSkeleton } from '../../components/ui/table.tsx';
import { formatCount, formatShortDateTime } from '../../lib/format.ts';
import { usePieces, useRemovePiece } from './api.ts';
import styles from './catalog.module.css';
import { PieceSizeDialog } from './piece-size-dialog.tsx';
import { ReceivePiecesForm } from './receive-pieces-form.tsx';
import { texts } from './texts.ts';

const t = texts.pieces;
const TONES: Record<Piece['state'], ChipTone> = {
  in_stock: 'ok',
  reserved: 'warn',
  sold: 'off',
  returned: 'warn',
};

function RemovePiece({
  productId,
  piece,
  onRemoved,
}: {
  productId: string;
  piece: Piece;
  onRemoved: (huid: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePiece();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="danger" aria-label={t.removeLabel(piece.huid)}>
          {t.remove}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      title={t.removeTitle(piece.huid)}
      body={t.removeBody}
      confirmLabel={t.remove}
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() =>
        remove.mutate(
          { params: { id: productId, pieceId: piece.id } },
          {
            onSuccess: () => {
              setOpen(false);
              onRemoved(piece.huid);
            },
          },
        )
      }
    />
  );
}

/** A hallmarked product's pieces by HUID; with stock:write, receive and remove them. */
export function PiecesPanel({ productId, canWrite }: { productId: string; canWrite: boolean }) {
  const pieces = usePieces(productId);
  const [notice, setNotice] = useState('');
  const variants = pieces.data?.variants ?? [];
  // A product with options: each piece is a size, or not recorded yet.
  const sized = variants.length > 0;
  const columns = [t.huid, ...(sized ? [t.size] : []), t.state, t.order, t.received];
  const items = pieces.data?.items ?? [];
  return (
    <div className={styles.pieces}>
      <Section title={t.title}>
        <p className={styles.sectionIntro}>
          {t.intro}
          {pieces.data && <strong> {t.inStock(formatCount(pieces.data.stock))}</strong>}
        </p>
        <Notice>{notice}</Notice>
        {pieces.isError && <Alert>{pieces.error.message}</Alert>}
        {pieces.isPending && <TableSkeleton rows={3} />}
        {pieces.data && (
          <DataTable
            label={t.tableLabel}
            columns={canWrite ? [...columns, t.actions] : columns}
            isEmpty={items.length === 0}
            empty={t.empty}
          >
            {items.map((piece) => (
              <tr key={piece.id}>
                <td data-label={t.huid}>
                  <span className={styles.huid}>{piece.huid}</span>
                </td>
                {sized && (
                  <td data-label={t.size}>
                    {piece.variant ?? (
                      <span className={tableStyles.muted}>{t.sizeNotRecorded}</span>
                    )}
                  </td>
                )}
                <td data-label={t.state}>
                  <Chip tone={TONES[piece.state]}>{t.states[piece.state]}</Chip>
                </td>
                <td data-label={t.order} className={tableStyles.nowrap}>
                  {piece.orderNumber ?? <span className={tableStyles.muted}>{t.none}</span>}
                </td>
                <td data-label={t.received} className={tableStyles.nowrap}>
                  <time dateTime={piece.receivedAt}>{formatShortDateTime(piece.receivedAt)}</time>
                </td>
                {canWrite && (
                  <td data-label={t.actions}>
                    {piece.state === 'in_stock' && (
                      <div className={styles.pieceActions}>
                        {sized && piece.variant === null && (
                          <PieceSizeDialog
                            productId={productId}
                            piece={piece}
                            variants={variants}
                            onRecorded={setNotice}
                          />
                        )}
                        <RemovePiece
                          productId={productId}
                          piece={piece}
                          onRemoved={(huid) => setNotice(t.removed(huid))}
                        />
                      </div>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </DataTable>
        )}
      </Section>
      {canWrite && (
        <Section title={t.receive} panel>
          <ReceivePiecesForm productId={productId} variants={variants} />
        </Section>
      )}
    </div>
  );
}
