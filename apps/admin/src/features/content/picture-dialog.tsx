import { useId, useState, type ChangeEvent } from 'react';
import type { ContentPicture } from '@aurelle/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { messageOf } from '../../lib/api.ts';
import { useContentPictures, useUploadContentPicture } from './api.ts';
import styles from './content.module.css';
import { thumbnailOf } from './pictures.ts';
import { texts } from './texts.ts';

const t = texts.home;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Upload = { name: string; error: string | null; done: boolean };

/** A file chooser that adds a picture of the shop's own to the library, with its outcome. */
function UploadPicture() {
  const inputId = useId();
  const upload = useUploadContentPicture();
  const [state, setState] = useState<Upload | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ name: file.name, error: null, done: false });
    try {
      await upload(file);
      setState({ name: file.name, error: null, done: true });
    } catch (error) {
      setState({ name: file.name, error: messageOf(error), done: true });
    }
  };

  return (
    <div className={styles.upload}>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={ACCEPT}
        disabled={state?.done === false}
        onChange={(event) => void onChange(event)}
      />
      <label htmlFor={inputId} className={styles.chooseFile}>
        {t.uploadPicture}
      </label>
      {state &&
        (state.error ? (
          <Alert>{t.uploadRefused(state.name, state.error)}</Alert>
        ) : (
          <p role="status" className={styles.uploadStatus}>
            {state.done ? t.uploaded(state.name) : t.uploading(state.name)}
          </p>
        ))}
    </div>
  );
}

/** A picture's button: a ready one chooses it; one being made or refused is shown, disabled. */
function PictureButton({
  picture,
  onChoose,
}: {
  picture: ContentPicture;
  onChoose: (url: string) => void;
}) {
  const { url } = picture;
  const words = picture.alt || picture.productName || t.shopPicture;
  if (!url)
    return (
      <button type="button" className={styles.picture} disabled>
        <span className={styles.pictureWait} aria-hidden="true" />
        <span>{picture.status === 'failed' ? t.pictureFailed : t.pictureProcessing}</span>
      </button>
    );
  return (
    <button type="button" className={styles.picture} onClick={() => onChoose(url)}>
      <img src={thumbnailOf(url)} alt="" width={120} height={120} loading="lazy" decoding="async" />
      <span>{words}</span>
    </button>
  );
}

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
          <PictureButton picture={picture} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Choose picture": a dialog listing the media library's pictures with their thumbnails (the one
 * pressed becomes the hero's), and an upload of a new one, listed first once it is ready.
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
        <div className={styles.library}>
          <UploadPicture />
          <Pictures
            onChoose={(url) => {
              onChoose(url);
              setOpen(false);
            }}
          />
        </div>
      )}
    </Modal>
  );
}
