import { answerOf } from '@aurelle/client';
import type { Order } from '@aurelle/contract';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import styles from './orders.module.css';

type DocumentLink = { number: string; url: string };

/** The PDF's bytes; a failure reads as any other answer. */
async function readFile(response: Response): Promise<Blob> {
  return response.ok ? response.blob() : answerOf(response.status, await response.text());
}

/** The order's GST invoice and credit notes, each a PDF saved with its number for a name. */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const documents: (DocumentLink & { label: string })[] = [
    ...(order.invoice ? [{ ...order.invoice, label: t('orders.documents.invoice') }] : []),
    ...order.creditNotes.map((note) => ({ ...note, label: t('orders.documents.creditNote') })),
  ];
  if (documents.length === 0) return null;

  async function save(document: DocumentLink) {
    setBusy(document.url);
    try {
      // The answer's link is the API's full path; the client adds `/api` itself.
      const path = document.url.replace(/^\/api/, '');
      const file = await apiFetch({ method: 'GET', path }, { read: readFile });
      const href = URL.createObjectURL(file);
      const link = Object.assign(window.document.createElement('a'), {
        href,
        download: `${document.number.replace(/\//g, '-')}.pdf`,
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 1_000);
    } catch {
      notify('error', t('orders.documents.failed'));
    } finally {
      setBusy(null);
    }
  }

  const heading = `order-${order._id}-documents`;
  return (
    <section aria-labelledby={heading}>
      <h4 id={heading} className={styles.label}>
        {t('orders.documents.title')}
      </h4>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.url}>
            <button
              type="button"
              className={styles.document}
              onClick={() => void save(document)}
              aria-busy={busy === document.url}
            >
              <span>{document.label}</span>
              <span className={styles.documentNumber}>{document.number}</span>
              <span className={styles.documentKind}>PDF</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
