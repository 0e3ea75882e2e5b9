import {
  catalogMessages,
  format,
  HUID_PATTERN,
  orderAdminMessages,
  type AdminOrder,
} from '@aurelle/contract';
import { useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { cx } from '../../lib/cx.ts';
import { OrderActionDialog } from './order-action-dialog.tsx';
import styles from './orders.module.css';
import { texts } from './texts.ts';
import { useOrderActionDialog } from './use-order-action-dialog.ts';

const t = texts.pack;

type PackForm = { lines: { lineId: string; huids: string[] }[] };

const hallmarkedOf = (order: AdminOrder) => order.lines.filter((line) => line.hallmarked);

/**
 * Pack: for each hallmarked line, the pieces going in the parcel, ticked among those in stock or
 * typed and scanned into one box (it finds the line). Lines without a hallmark need nothing.
 */
export function PackDialog({ order, allowed }: { order: AdminOrder; allowed: boolean }) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const dialog = useOrderActionDialog('packOrder', order.id);
  const hallmarked = hallmarkedOf(order);
  const empty = (): PackForm => ({
    lines: hallmarkedOf(order).map((line) => ({ lineId: line.id, huids: [] })),
  });
  const { register, handleSubmit, setError, formState, reset, control, getValues, setValue } =
    useForm<PackForm>({ defaultValues: empty(), mode: 'onSubmit' });
  const chosen = useWatch({ control, name: 'lines' });

  const addTyped = () => {
    const huid = typed.trim().toUpperCase();
    if (!huid) return;
    if (!HUID_PATTERN.test(huid)) {
      setTypedError(catalogMessages.huidInvalid);
      return;
    }
    const index = hallmarked.findIndex((line) => line.available.includes(huid));
    if (index < 0) {
      setTypedError(format(orderAdminMessages.pieceUnknown, { huid }));
      return;
    }
    const current = getValues(`lines.${index}.huids`);
    if (!current.includes(huid)) {
      setValue(`lines.${index}.huids`, [...current, huid], {
        shouldValidate: formState.isSubmitted,
      });
    }
    setTyped('');
    setTypedError(undefined);
  };
  const onTypedKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTyped();
  };

  const onValid = (values: PackForm) =>
    dialog.send(
      { body: { pieces: values.lines } },
      {
        setError,
        fieldOf: (key) => {
          // The server keys a line's problem by its id: `pieces.<lineId>`.
          const index = hallmarked.findIndex((line) => key === `pieces.${line.id}`);
          return index < 0 ? null : `lines.${index}.huids`;
        },
      },
    );

  const { errors, isSubmitting } = formState;
  return (
    <OrderActionDialog
      dialog={dialog}
      allowed={allowed}
      onOpen={() => {
        reset(empty());
        setTyped('');
        setTypedError(undefined);
      }}
      title={t.title(order.orderNumber)}
      description={hallmarked.length > 0 ? t.intro : t.nothingToChoose}
      trigger={<Button variant="primary">{t.button}</Button>}
      onSubmit={handleSubmit(onValid)}
      submitLabel={isSubmitting ? t.submitting : t.submit}
      pending={isSubmitting}
    >
      {hallmarked.length > 0 && (
        <div className={styles.scan}>
          <TextField
            label={t.typeHuid}
            hint={t.typeHint}
            error={typedError}
            autoComplete="off"
            spellCheck={false}
            className={cx(fieldStyles.input, styles.huidInput)}
            autoCapitalize="characters"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onTypedKey}
          />
          <Button onClick={addTyped}>{t.add}</Button>
        </div>
      )}
      {order.lines.map((line) => {
        const index = hallmarked.indexOf(line);
        if (index < 0) {
          return (
            <p key={line.id} className={styles.plainLine}>
              {t.plain(line.quantity, texts.order.piece(line.name, line.options))}
            </p>
          );
        }
        const picked = chosen[index]?.huids ?? [];
        // The server says how many: the quantity less pieces refunded back to stock.
        const wanted = line.toPack;
        const full = picked.length >= wanted;
        const error = errors.lines?.[index]?.huids?.message;
        const named = [line.name, ...line.options].join(', ');
        // The line's size first; pieces whose size is not recorded apart, said so.
        const unsized = line.available.filter((huid) => line.availableUnsized.includes(huid));
        const ofSize = line.available.filter((huid) => !unsized.includes(huid));
        const choice = (huid: string) => {
          const checked = picked.includes(huid);
          return (
            <li key={huid}>
              <label className={styles.huidChoice}>
                <input
                  type="checkbox"
                  value={huid}
                  disabled={full && !checked}
                  {...register(`lines.${index}.huids`, {
                    validate: (value) =>
                      value.length === wanted ||
                      format(orderAdminMessages.piecesMissing, { count: wanted, name: line.name }),
                  })}
                />
                <span className={styles.huid}>{huid}</span>
              </label>
            </li>
          );
        };
        return (
          <fieldset
            key={line.id}
            className={styles.packLine}
            aria-describedby={`${line.id}-count${error ? ` ${line.id}-error` : ''}`}
          >
            <legend className={styles.packLegend}>
              {t.line(line.quantity, line.name)}
              <span className={styles.mono}> {line.sku}</span>
              {line.options.length > 0 && (
                <span className={styles.packOptions}>{line.options.join(' · ')}</span>
              )}
            </legend>
            <p id={`${line.id}-count`} className={styles.packCount} data-full={full || undefined}>
              {t.chosen(picked.length, wanted)}
              {full && line.available.length > wanted && <span> · {t.full}</span>}
            </p>
            {line.available.length === 0 ? (
              <p className={styles.secondary}>
                {line.options.length > 0 ? t.noneOfSize : t.noneAvailable}
              </p>
            ) : (
              <>
                {ofSize.length > 0 && (
                  <ul className={styles.huidChoices} aria-label={t.available(named)}>
                    {ofSize.map(choice)}
                  </ul>
                )}
                {unsized.length > 0 && (
                  <>
                    <p id={`${line.id}-unsized`} className={styles.unsizedNote}>
                      {t.unsized(line.options.join(' · '))}
                    </p>
                    <ul
                      className={styles.huidChoices}
                      aria-label={t.availableUnsized(line.name)}
                      aria-describedby={`${line.id}-unsized`}
                    >
                      {unsized.map(choice)}
                    </ul>
                  </>
                )}
              </>
            )}
            {error && (
              <p id={`${line.id}-error`} className={fieldStyles.error}>
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
    </OrderActionDialog>
  );
}
