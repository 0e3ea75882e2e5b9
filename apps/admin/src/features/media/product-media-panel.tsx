import type { MediaAsset } from '@aurelle/contract';
import { useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Section } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { useProductMedia, useReorderProductMedia } from './api.ts';
import { MediaItem } from './media-item.tsx';
import styles from './media.module.css';
import { texts } from './texts.ts';
import { UploadField } from './upload-field.tsx';
import { VimeoForm } from './vimeo-form.tsx';

const t = texts.media;
/** A product's photos and films: upload, order, text alternatives, removal, Vimeo links. */
export function ProductMediaPanel({ productId }: { productId: string }) {
  const [notice, setNotice] = useState('');
  const media = useProductMedia(productId);
  const reorder = useReorderProductMedia();
  const items = media.data?.items ?? [];

  const move = (item: MediaAsset, by: -1 | 1) => {
    const ids = items.map((each) => each.id);
    const from = ids.indexOf(item.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    reorder.mutate(
      { params: { productId }, body: { ids } },
      { onSuccess: () => setNotice(t.moved(to + 1)) },
    );
  };

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t.intro}</p>
      <UploadField productId={productId} />
      {media.isError && <Alert>{media.error.message}</Alert>}
      {reorder.isError && <Alert>{reorder.error.message}</Alert>}
      {media.isPending && <TableSkeleton rows={3} />}
      {media.data &&
        (items.length === 0 ? (
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <ol className={styles.list} aria-label={t.list}>
            {items.map((item, index) => (
              <MediaItem
                key={item.id}
                productId={productId}
                item={item}
                index={index}
                total={items.length}
                moving={reorder.isPending}
                onMove={(by) => move(item, by)}
                onDone={setNotice}
              />
            ))}
          </ol>
        ))}
      <Notice>{notice}</Notice>
      <Section title={t.vimeoTitle}>
        <VimeoForm productId={productId} onDone={setNotice} />
      </Section>
    </div>
  );
}
