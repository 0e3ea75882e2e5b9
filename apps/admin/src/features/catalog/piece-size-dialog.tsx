import type { Piece, PieceList } from '@aurelle/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogForm, Modal } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useSetPieceVariant } from './api.ts';
import { sizeOptionsOf } from './piece-sizes.ts';
import { texts } from './texts.ts';

const t = texts.pieces;

/** "Record size": a piece of unrecorded size in stock given the size it is. */
export function PieceSizeDialog({
  productId,
  piece,
  variants,
  onRecorded,
}: {
  productId: string;
  piece: Piece;
  variants: PieceList['variants'];
  onRecorded: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [variantId, setVariantId] = useState('');
  const [tried, setTried] = useState(false);
  const record = useSetPieceVariant();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!variantId) return;
    record.mutate(
      { params: { id: productId, pieceId: piece.id }, body: { variantId } },
      {
        onSuccess: () => {
          setOpen(false);
          const size = variants.find((variant) => variant.id === variantId)?.name ?? '';
          onRecorded(t.sizeRecorded(piece.huid, size));
        },
      },
    );
  };
  return (
    <Modal
      trigger={
        <Button size="sm" aria-label={t.recordSizeLabel(piece.huid)}>
          {t.recordSize}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setVariantId('');
          setTried(false);
          record.reset();
        }
      }}
      title={t.recordSizeTitle(piece.huid)}
      description={t.recordSizeBody}
    >
      <DialogForm
        onSubmit={submit}
        submitLabel={record.isPending ? t.recordSizePending : t.recordSizeSubmit}
        pending={record.isPending}
      >
        {record.error && <Alert>{record.error.message}</Alert>}
        <SelectField
          label={t.size}
          value={variantId}
          onValueChange={setVariantId}
          options={sizeOptionsOf(variants)}
          placeholder={t.chooseSize}
          error={tried && !variantId ? t.chooseSize : undefined}
        />
      </DialogForm>
    </Modal>
  );
}
