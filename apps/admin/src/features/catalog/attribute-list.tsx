import type { Attribute } from '@aurelle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable, TableSkeleton } from '../../components/ui/table.tsx';
import { formatCount } from '../../lib/format.ts';
import { queryKeyOf, useApiMutation } from '../../lib/use-api.ts';
import { AttributeDialog, ValueDialog } from './catalogue-dialogs.tsx';
import styles from './catalog.module.css';
import { DeleteEntry } from './delete-button.tsx';
import { moved } from './moved.ts';
import { ReorderButtons } from './reorder-buttons.tsx';
import { texts } from './texts.ts';
import { ATTRIBUTE_CHANGES, useAttributes } from './use-catalog.ts';

const t = texts.catalogue;
const LIST_KEY = queryKeyOf('listAttributes', {});

type Value = Attribute['values'][number];

function ValueRow({
  attribute,
  value,
  index,
  canWrite,
  onMove,
  onDone,
}: {
  attribute: Attribute;
  value: Value;
  index: number;
  canWrite: boolean;
  onMove: (by: -1 | 1) => void;
  onDone: (notice: string) => void;
}) {
  const remove = useApiMutation('deleteAttributeValue', { invalidates: ATTRIBUTE_CHANGES });
  return (
    <tr>
      <td data-label={t.position} className={styles.count}>
        {index + 1}
      </td>
      <td data-label={t.label}>
        <span className={styles.twoLines}>
          <span className={styles.name}>{value.label.en}</span>
          {value.label.fr && (
            <span className={tableStyles.muted} lang="fr">
              {value.label.fr}
            </span>
          )}
        </span>
      </td>
      <td data-label={t.value}>
        <span className={styles.sku}>{value.value}</span>
      </td>
      <td data-label={t.products} className={styles.count}>
        {formatCount(value.products)}
      </td>
      {canWrite && (
        <td data-label={t.actions}>
          <span className={styles.rowActions}>
            <ReorderButtons
              name={value.label.en}
              index={index}
              count={attribute.values.length}
              onMove={onMove}
            />
            <ValueDialog
              attribute={attribute}
              value={value}
              onSaved={(label) => onDone(t.savedGroup(label))}
              trigger={
                <Button size="sm" aria-label={t.editLabel(value.label.en)}>
                  {t.edit}
                </Button>
              }
            />
            <DeleteEntry
              name={value.label.en}
              inUse={value.products > 0 ? t.valueInUse(value.products) : null}
              body={t.deleteBody}
              pending={remove.isPending}
              error={remove.error}
              onReset={remove.reset}
              onConfirm={(done) =>
                remove.mutate(
                  { params: { id: attribute.id, valueId: value.id } },
                  {
                    onSuccess: () => {
                      done();
                      onDone(t.deletedGroup(value.label.en));
                    },
                  },
                )
              }
            />
          </span>
        </td>
      )}
    </tr>
  );
}

function AttributePanel({
  attribute,
  index,
  count,
  canWrite,
  onMove,
  onDone,
}: {
  attribute: Attribute;
  index: number;
  count: number;
  canWrite: boolean;
  onMove: (by: -1 | 1) => void;
  onDone: (notice: string) => void;
}) {
  const client = useQueryClient();
  const remove = useApiMutation('deleteAttribute', { invalidates: ATTRIBUTE_CHANGES });
  const reorder = useApiMutation('reorderAttributeValues', { invalidates: ATTRIBUTE_CHANGES });
  const used = attribute.values.reduce((sum, value) => sum + value.products, 0);
  const moveValue = (position: number, by: -1 | 1) => {
    const values = moved(attribute.values, position, by);
    const entry = attribute.values[position];
    client.setQueryData<{ items: Attribute[] }>(LIST_KEY, (list) =>
      list
        ? {
            items: list.items.map((one) => (one.id === attribute.id ? { ...one, values } : one)),
          }
        : list,
    );
    reorder.mutate(
      { params: { id: attribute.id }, body: { ids: values.map((value) => value.id) } },
      {
        onSuccess: () => {
          if (entry) onDone(t.moved(entry.label.en, position + by + 1));
        },
        onError: (error) => onDone(error.message),
      },
    );
  };
  const columns = [t.position, t.label, t.value, t.products];
  return (
    <section className={styles.attribute} aria-labelledby={`attribute-${attribute.id}`}>
      <div className={styles.attributeHead}>
        <h2 id={`attribute-${attribute.id}`}>
          {attribute.name.en}
          <span className={styles.code}>{attribute.code}</span>
        </h2>
        {canWrite && (
          <span className={styles.rowActions}>
            <ReorderButtons name={attribute.name.en} index={index} count={count} onMove={onMove} />
            <AttributeDialog
              attribute={attribute}
              onSaved={(saved) => onDone(t.savedGroup(saved.name.en))}
              trigger={
                <Button size="sm" aria-label={t.editLabel(attribute.name.en)}>
                  {t.edit}
                </Button>
              }
            />
            <DeleteEntry
              name={attribute.name.en}
              inUse={used > 0 ? t.inUse(used) : null}
              body={t.deleteFilterBody}
              pending={remove.isPending}
              error={remove.error}
              onReset={remove.reset}
              onConfirm={(done) =>
                remove.mutate(
                  { params: { id: attribute.id } },
                  {
                    onSuccess: () => {
                      done();
                      onDone(t.deletedGroup(attribute.name.en));
                    },
                  },
                )
              }
            />
          </span>
        )}
      </div>
      <div className={styles.orderedTable}>
        <DataTable
          label={t.valuesLabel(attribute.name.en)}
          columns={canWrite ? [...columns, t.actions] : columns}
          isEmpty={attribute.values.length === 0}
          empty={t.noValues}
        >
          {attribute.values.map((value, position) => (
            <ValueRow
              key={value.id}
              attribute={attribute}
              value={value}
              index={position}
              canWrite={canWrite}
              onMove={(by) => moveValue(position, by)}
              onDone={onDone}
            />
          ))}
        </DataTable>
      </div>
      {canWrite && (
        <div>
          <ValueDialog
            attribute={attribute}
            onSaved={(label) => onDone(t.savedGroup(label))}
            trigger={
              <Button size="sm" aria-label={t.addValueTo(attribute.name.en)}>
                {t.addValue}
              </Button>
            }
          />
        </div>
      )}
    </section>
  );
}

/** The shop's filters, each with its values; all in the shop's order. */
export function AttributeList({ canWrite }: { canWrite: boolean }) {
  const client = useQueryClient();
  const list = useAttributes();
  const [notice, setNotice] = useState('');
  const reorder = useApiMutation('reorderAttributes', { invalidates: ATTRIBUTE_CHANGES });
  const items = list.data?.items ?? [];
  const move = (index: number, by: -1 | 1) => {
    const next = moved(items, index, by);
    const entry = items[index];
    client.setQueryData(LIST_KEY, { items: next });
    reorder.mutate(
      { body: { ids: next.map((attribute) => attribute.id) } },
      {
        onSuccess: () => {
          if (entry) setNotice(t.moved(entry.name.en, index + by + 1));
        },
        onError: () => void client.invalidateQueries({ queryKey: LIST_KEY }),
      },
    );
  };
  return (
    <>
      <div className={styles.listHead}>
        <p className={styles.sectionIntro}>{t.filtersIntro}</p>
        {canWrite && (
          <AttributeDialog
            onSaved={(saved) => setNotice(t.savedGroup(saved.name.en))}
            trigger={<Button variant="primary">{t.newFilter}</Button>}
          />
        )}
      </div>
      <Notice>{notice}</Notice>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {reorder.isError && <Alert>{reorder.error.message}</Alert>}
      {list.isPending && <TableSkeleton />}
      {list.data && items.length === 0 && <div className={tableStyles.empty}>{t.noFilters}</div>}
      {items.map((attribute, index) => (
        <AttributePanel
          key={attribute.id}
          attribute={attribute}
          index={index}
          count={items.length}
          canWrite={canWrite}
          onMove={(by) => move(index, by)}
          onDone={setNotice}
        />
      ))}
    </>
  );
}
