import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useContentPictures } from './api.ts';
import styles from './content.module.css';
import { thumbnailOf } from './pictures.ts';
import { texts } from './texts.ts';

const t = texts.home;

/** The library's pictures, each a button that chooses it; asked for when the dialog opens. */
function Pictures({ onChoose }: { onChoose: (url: string) => void }) {
  const pictures = useContentPictures();
  if (pictures.isPending) return <Skeleton width="100%" height="6rem" />;
  if (pictures.isError) return <Alert>{pictures.error.message}</Alert>;
  if (pictures.data.items.length === 0) return <p>{t.noPictures}</p>;
  return (
    <ul className={styles.pictures} aria-label={t.libraryPictures}>
      {pictures.data.items.map((picture) => (
        <li key={picture.id}>
          <button type="button" className={styles.picture} onClick={() => onChoose(picture.url)}>
            <img
              src={thumbnailOf(picture.url)}
              alt=""
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
            />
            <span>{picture.alt || picture.productName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Choose picture": a dialog listing the media library's pictures with their thumbnails; the one
 * pressed becomes the hero's.
 */
export function PictureDialog({ onChoose }: { onChoose: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t.choosePictureTitle}
      description={t.choosePictureIntro}
      trigger={<Button size="sm">{t.choosePicture}</Button>}
    >
      {open && (
        <Pictures
          onChoose={(url) => {
            onChoose(url);
            setOpen(false);
          }}
        />
      )}
    </Modal>
  );
}
