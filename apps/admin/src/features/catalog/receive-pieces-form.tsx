import { ApiError } from '@aurelle/client';
import { fieldErrorsOf } from '@aurelle/client/errors';
import { catalogMessages, HUID_PATTERN, type PieceList } from '@aurelle/contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { TextArea } from '../../components/ui/text-area.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useReceivePieces } from './api.ts';
import styles from './catalog.module.css';
import { firstColumnOf, huidsOf, type TypedHuid } from './huids.ts';
import { sizeOptionsOf } from './piece-sizes.ts';
import { texts } from './texts.ts';

const t = texts.pieces;

/** What is wrong with each HUID before it is sent: its form, or a second time in the list. */
function checkOf(list: readonly TypedHuid[]): (string | null)[] {
  const seen = new Set<string>();
  return list.map(({ huid }) => {
    if (!HUID_PATTERN.test(huid)) return catalogMessages.huidInvalid;
    if (seen.has(huid)) return catalogMessages.huidRepeated;
    seen.add(huid);
    return null;
  });
}

/**
 * "Receive pieces": HUIDs typed, pasted or read from a CSV, each line's problem beside it; for a
 * product with options, the size they all are.
 */
export function ReceivePiecesForm({
  productId,
  variants,
}: {
  productId: string;
  variants: PieceList['variants'];
}) {
  const fileId = useId();
  const [variantId, setVariantId] = useState('');
  const [variantError, setVariantError] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [fileNote, setFileNote] = useState('');
  const [notice, setNotice] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  /** The server's errors by position in the list sent (`huids.3`), while the text is unchanged. */
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [tried, setTried] = useState(false);
  const receive = useReceivePieces();
  const list = huidsOf(text);
  const checks = checkOf(list);
  const problems = list
    .map((item, index) => ({ ...item, index, error: serverErrors[index] ?? checks[index] }))
    .filter((item) => item.error);

  const edit = (value: string) => {
    setText(value);
    setServerErrors({});
    setNotice('');
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const huids = firstColumnOf(await file.text());
      edit([text.trim(), ...huids].filter(Boolean).join('\n'));
      setFileNote(t.fileRead(huids.length, file.name));
    } catch {
      setFileNote(t.fileFailed);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    setNotice('');
    const sizeMissing = variants.length > 0 && !variantId;
    setVariantError(sizeMissing ? catalogMessages.pieceVariantRequired : undefined);
    if (list.length === 0 || checks.some(Boolean) || sizeMissing) return;
    try {
      const trimmedNote = note.trim();
      await receive.mutateAsync({
        params: { id: productId },
        body: {
          huids: list.map((item) => item.huid),
          ...(trimmedNote ? { note: trimmedNote } : {}),
          ...(variants.length > 0 ? { variantId } : {}),
        },
      });
      setNotice(t.receivedNotice(list.length));
      setText('');
      // Each delivery's size is chosen again, never carried over to the next.
      setVariantId('');
      setNote('');
      setFileNote('');
      setTried(false);
    } catch (error) {
      const byIndex: Record<number, string> = {};
      if (error instanceof ApiError) {
        for (const [key, value] of Object.entries(fieldErrorsOf(error))) {
          const match = /^huids\.(\d+)$/.exec(key);
          if (match) byIndex[Number(match[1])] = value;
          if (key === 'variantId') setVariantError(value);
        }
      }
      setServerErrors(byIndex);
      setMessage(error instanceof Error ? error.message : texts.errors.generic);
    }
  };
  const emptyError = tried && list.length === 0 ? catalogMessages.huidsRequired : undefined;
  return (
    <form noValidate className={formStyles.form} onSubmit={(event) => void submit(event)}>
      {message && <Alert>{message}</Alert>}
      {variants.length > 0 && (
        <SelectField
          label={t.receiveAs}
          hint={t.receiveAsHint}
          value={variantId}
          onValueChange={(value) => {
            setVariantId(value);
            setVariantError(undefined);
          }}
          options={sizeOptionsOf(variants)}
          placeholder={t.chooseSize}
          error={variantError}
        />
      )}
      <TextArea
        label={t.huids}
        hint={
          <>
            {t.huidsHint} {list.length > 0 && <strong>{t.counted(list.length)}</strong>}
          </>
        }
        error={emptyError}
        rows={5}
        spellCheck={false}
        autoCapitalize="characters"
        className={styles.huidBox}
        value={text}
        onChange={(event) => edit(event.target.value)}
      />
      {problems.length > 0 && (tried || Object.keys(serverErrors).length > 0) && (
        <div className={styles.lineErrors}>
          <p>{t.lineErrors}</p>
          <ul>
            {problems.map((item) => (
              <li key={item.index}>
                <span className={styles.lineRef}>{t.line(item.line, item.huid)}</span>
                <span className={fieldStyles.error}>{item.error}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={fieldStyles.field}>
        <label htmlFor={fileId} className={fieldStyles.label}>
          {t.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          className={styles.file}
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => void readFile(event)}
        />
        <div id={`${fileId}-hint`} className={fieldStyles.hint}>
          {fileNote || t.fileHint}
        </div>
      </div>
      <TextField
        label={t.note}
        hint={t.noteHint}
        autoComplete="off"
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" pending={receive.isPending}>
          {receive.isPending ? t.submitting : t.submit}
        </Button>
      </div>
      <Notice>{notice}</Notice>
    </form>
  );
}
