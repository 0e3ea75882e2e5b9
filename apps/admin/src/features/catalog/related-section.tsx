import { RELATED_PRODUCTS_MAX, type AdminProductRow } from '@aurelle/contract';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../components/ui/search-box.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { useProductSearch } from './api.ts';
import styles from './catalog.module.css';
import { ProductStatusChip } from './product-status.tsx';
import type { RelatedFormValue } from './product-form-values.ts';
import { FormSection } from './product-sections.tsx';
import { texts } from './texts.ts';
import { errorAt, useProductForm } from './use-product-form.ts';

const t = texts.productForm;
/** How many matches the search shows at a time. */
const MATCHES_SHOWN = 6;

/** `text` once typing has paused. */
function useDebounced(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** A piece's picture, name, SKU and, when the shop does not show it, its status. */
function PieceLabel({
  piece,
}: {
  piece: Pick<AdminProductRow, 'name' | 'sku' | 'status' | 'image'>;
}) {
  return (
    <span className={styles.relatedPiece}>
      <Thumbnail src={piece.image} size={36} />
      <span className={styles.relatedText}>
        <span className={styles.relatedName}>{piece.name}</span>
        <span className={styles.relatedSku}>{piece.sku}</span>
      </span>
      {piece.status !== 'active' && <ProductStatusChip status={piece.status} />}
    </span>
  );
}

/** Products to add: those matching the search, less this one and those already chosen. */
function Matches({
  q,
  exclude,
  onAdd,
}: {
  q: string;
  exclude: ReadonlySet<string>;
  onAdd: (piece: RelatedFormValue) => void;
}) {
  const search = useProductSearch(q, MATCHES_SHOWN + exclude.size);
  if (!q.trim() || !search.data) return null;
  const matches = search.data.items.filter((row) => !exclude.has(row.id)).slice(0, MATCHES_SHOWN);
  if (matches.length === 0) return <p className={styles.none}>{t.relatedNoMatch}</p>;
  return (
    <ul className={styles.relatedList} aria-label={t.relatedResults}>
      {matches.map((row) => (
        <li key={row.id} className={styles.relatedRow}>
          <PieceLabel piece={row} />
          <Button
            size="sm"
            aria-label={t.addRelated(row.name)}
            onClick={() =>
              onAdd({
                id: row.id,
                name: row.name,
                sku: row.sku,
                status: row.status,
                image: row.image,
              })
            }
          >
            {t.add}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A piece as a picker holds it: enough to draw it by name and picture. */
export type PickedPiece = RelatedFormValue;

/**
 * An ordered list of pieces with move and remove buttons, and a search by name or SKU to add
 * one, up to `max`. `exclude` names pieces the search never offers (by id) beside those chosen.
 */
export function PiecesPicker({
  pieces,
  onChange,
  max,
  empty,
  listLabel = t.relatedList,
  exclude = [],
  disabled = false,
}: {
  pieces: readonly PickedPiece[];
  onChange: (next: PickedPiece[]) => void;
  max: number;
  empty: string;
  listLabel?: string;
  exclude?: readonly string[];
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const move = (from: number, to: number) => {
    const next = [...pieces];
    const [piece] = next.splice(from, 1);
    if (piece) next.splice(to, 0, piece);
    onChange(next);
  };
  const excluded = new Set([...exclude, ...pieces.map((piece) => piece.id)]);
  return (
    <>
      {pieces.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <ol className={styles.relatedList} aria-label={listLabel}>
          {pieces.map((piece, position) => (
            <li key={piece.id} className={styles.relatedRow}>
              <PieceLabel piece={piece} />
              {!disabled && (
                <span className={styles.rowButtons}>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t.moveUp(piece.name)}
                    disabled={position === 0}
                    onClick={() => move(position, position - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t.moveDown(piece.name)}
                    disabled={position === pieces.length - 1}
                    onClick={() => move(position, position + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t.removeRelated(piece.name)}
                    onClick={() => onChange(pieces.filter((one) => one.id !== piece.id))}
                  >
                    {t.remove}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {disabled ? null : pieces.length >= max ? (
        <p className={styles.none}>{t.relatedFull(max)}</p>
      ) : (
        <>
          <TextField
            label={t.relatedSearch}
            hint={t.relatedSearchHint}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Enter searches here; it does not submit the form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <Matches q={q} exclude={excluded} onAdd={(piece) => onChange([...pieces, piece])} />
        </>
      )}
    </>
  );
}

/** The pieces the shop shows under this one ("You may also like"), in order, and a search to add. */
export function RelatedSection({ productId }: { productId: string | null }) {
  const { control, setValue, formState } = useProductForm();
  const related = useWatch({ control, name: 'related' }) ?? [];
  const error = errorAt(formState.errors, 'related');
  return (
    <FormSection title={t.related} intro={t.relatedIntro(RELATED_PRODUCTS_MAX)}>
      <PiecesPicker
        pieces={related}
        onChange={(next) => setValue('related', next, { shouldDirty: true, shouldValidate: true })}
        max={RELATED_PRODUCTS_MAX}
        empty={t.noRelated}
        exclude={productId ? [productId] : []}
      />
      {error && <p className={styles.groupError}>{error}</p>}
    </FormSection>
  );
}
