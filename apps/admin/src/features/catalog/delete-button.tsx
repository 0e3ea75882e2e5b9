import type { ApiError } from '@aurelle/client';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { texts } from './texts.ts';

const t = texts.catalogue;

/**
 * Delete, asked once. While products use the entry the button is off, its reason read with it
 * (the list's intro says the rule once, for the eye); the server's refusal (409) shows in the
 * dialog.
 */
export function DeleteEntry({
  name,
  inUse,
  body,
  pending,
  error,
  onReset,
  onConfirm,
}: {
  name: string;
  /** Why it cannot go now, or null. */
  inUse: string | null;
  body: string;
  pending: boolean;
  error: ApiError | null;
  onReset: () => void;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  if (inUse) {
    return (
      <span className={tableStyles.stack} title={inUse}>
        <Button size="sm" variant="danger" disabled aria-describedby={reasonId}>
          {t.delete}
          <span className="visually-hidden"> {name}</span>
        </Button>
        <span id={reasonId} className="visually-hidden">
          {inUse}
        </span>
      </span>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="danger" aria-label={t.deleteLabel(name)}>
          {t.delete}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onReset();
      }}
      title={t.deleteTitle(name)}
      body={body}
      confirmLabel={t.delete}
      pending={pending}
      error={error?.message}
      onConfirm={() => onConfirm(() => setOpen(false))}
    />
  );
}
