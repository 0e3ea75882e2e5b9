import type { MediaAsset } from '@aurelle/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Chip, type ChipTone } from '../../components/ui/chip.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { AltForm } from './alt-form.tsx';
import { useRemoveProductMedia } from './api.ts';
import styles from './media.module.css';
import { texts } from './texts.ts';

const t = texts.media;
const TONES: Record<MediaAsset['status'], ChipTone> = {
  processing: 'warn',
  ready: 'ok',
  failed: 'error',
};

type Props = {
  productId: string;
  item: MediaAsset;
  index: number;
  total: number;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onDone: (notice: string) => void;
};

/** One photo or film: its preview and state, its place in the order, its text, its removal. */
export function MediaItem({ productId, item, index, total, moving, onMove, onDone }: Props) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveProductMedia();
  return (
    <li className={styles.item}>
      <div className={styles.preview}>
        {item.previewUrl && item.kind === 'image' ? (
          <img
            src={item.previewUrl}
            alt=""
            width={96}
            height={120}
            style={item.placeholder ? { backgroundImage: `url(${item.placeholder})` } : undefined}
          />
        ) : item.kind === 'image' && item.placeholder ? (
          <img src={item.placeholder} alt="" width={96} height={120} />
        ) : (
          <span className={styles.kindMark} aria-hidden="true">
            {item.kind === 'image' ? '' : '▶'}
          </span>
        )}
      </div>
      <div className={styles.details}>
        <div className={styles.meta}>
          <span className={styles.position}>{t.position(index + 1, total)}</span>
          <span className={styles.kind}>{t.kinds[item.kind]}</span>
          <Chip tone={TONES[item.status]}>{t.statuses[item.status]}</Chip>
          {item.url && item.kind !== 'image' && (
            <a href={item.url} target="_blank" rel="noreferrer" className={styles.link}>
              {t.open}
            </a>
          )}
        </div>
        {item.status === 'processing' && <p className={styles.hint}>{t.processingHint}</p>}
        {item.status === 'failed' && item.error && <p className={styles.error}>{item.error}</p>}
        <AltForm productId={productId} item={item} onDone={onDone} />
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="quiet"
          disabled={index === 0 || moving}
          aria-label={t.moveUpLabel(index + 1)}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑ </span>
          {t.moveUp}
        </Button>
        <Button
          size="sm"
          variant="quiet"
          disabled={index === total - 1 || moving}
          aria-label={t.moveDownLabel(index + 1)}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓ </span>
          {t.moveDown}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="danger">
              {t.remove}
            </Button>
          }
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) remove.reset();
          }}
          title={t.removeTitle}
          body={t.removeBody}
          confirmLabel={t.remove}
          destructive
          pending={remove.isPending}
          error={remove.error?.message}
          onConfirm={() =>
            remove.mutate(
              { params: { productId, mediaId: item.id } },
              {
                onSuccess: () => {
                  setConfirming(false);
                  onDone(t.removed);
                },
              },
            )
          }
        />
      </div>
    </li>
  );
}
