import { useContext } from 'react';
import { SessionContext } from '../lib/session.ts';
import { texts } from '../texts.ts';
import { CopyButton } from './copy-button.tsx';
import { Button } from './ui/button.tsx';
import styles from './recovery-codes.module.css';

/** Offers the codes as a text file to keep. */
function download(content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.recoveryCodes.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten recovery codes, shown once: to copy or download, then confirmed as kept. */
export function RecoveryCodes({
  codes,
  onSaved,
}: {
  codes: readonly string[];
  onSaved: () => void;
}) {
  const brand = useContext(SessionContext)?.brandName ?? '';
  const asText = codes.join('\n');
  const file = `${texts.recoveryCodes.fileHeader(brand).trim()}\n\n${asText}\n`;
  return (
    <section className={styles.box} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{texts.recoveryCodes.title}</h2>
      <p className={styles.intro}>{texts.recoveryCodes.intro}</p>
      <ul className={styles.codes} aria-label={texts.recoveryCodes.listLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton text={asText} label={texts.recoveryCodes.copyAll} />
        <Button size="sm" onClick={() => download(file)}>
          {texts.recoveryCodes.download}
        </Button>
      </div>
      <Button variant="primary" onClick={onSaved}>
        {texts.recoveryCodes.saved}
      </Button>
    </section>
  );
}
