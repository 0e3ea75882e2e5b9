import { useId, useRef, useState, type ChangeEvent } from 'react';
import { messageOf } from '../../lib/api.ts';
import { useUploadMedia } from './api.ts';
import styles from './media.module.css';
import { texts } from './texts.ts';

const t = texts.media;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,video/mp4,video/webm';

type Upload = { key: string; name: string; progress: number; error: string | null; done: boolean };

/** Several files at once, one request each, each with its progress bar and its own answer. */
export function UploadField({ productId }: { productId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadFile = useUploadMedia(productId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((all) => all.map((each) => (each.key === key ? { ...each, ...change } : each)));

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const started = files.map((file, i) => ({
      file,
      key: `${Date.now()}-${i}-${file.name}`,
    }));
    setUploads((all) => [
      ...all.filter((each) => !each.done || each.error),
      ...started.map(({ file, key }) => ({
        key,
        name: file.name,
        progress: 0,
        error: null,
        done: false,
      })),
    ]);
    for (const { file, key } of started) {
      try {
        await uploadFile(file, (progress) => update(key, { progress }));
        update(key, { progress: 1, done: true });
      } catch (error) {
        update(key, { done: true, error: messageOf(error) });
      }
    }
  };

  return (
    <div className={styles.upload}>
      <input
        ref={input}
        id={inputId}
        className={styles.fileInput}
        type="file"
        multiple
        accept={ACCEPT}
        onChange={(event) => void onChange(event)}
      />
      <label htmlFor={inputId} className={styles.chooseButton}>
        {t.choose}
      </label>
      {uploads.length > 0 && (
        <ul className={styles.uploads}>
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.uploadRow}>
              {upload.error ? (
                <span role="alert" className={styles.uploadError}>
                  {t.refused(upload.name, upload.error)}
                </span>
              ) : (
                <>
                  <span className={styles.uploadName}>
                    {upload.done ? t.uploaded(upload.name) : t.uploading(upload.name)}
                  </span>
                  <progress
                    className={styles.progress}
                    max={1}
                    value={upload.progress}
                    aria-label={t.uploading(upload.name)}
                  >
                    {t.progress(Math.round(upload.progress * 100))}
                  </progress>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
