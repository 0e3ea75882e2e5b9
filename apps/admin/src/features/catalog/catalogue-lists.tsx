import type { ApiError } from '@aurelle/client';
import type { Attribute, Group, GroupKind } from '@aurelle/contract';
import { useState, type ReactNode } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable, TableSkeleton } from '../../components/ui/table.tsx';
import textStyles from '../../components/ui/text.module.css';
import { formatCount } from '../../lib/format.ts';
import {
  useAttributes,
  useDeleteAttribute,
  useDeleteAttributeValue,
  useDeleteGroup,
  useGroups,
  useMoveAttributes,
  useMoveAttributeValues,
  useMoveGroups,
} from './api.ts';
import { AttributeDialog, GroupDialog, ValueDialog } from './catalogue-dialogs.tsx';
import styles from './catalog.module.css';
import { DeleteEntry } from './delete-button.tsx';
import { moved } from './moved.ts';
import { ReorderButtons } from './reorder-buttons.tsx';
import { texts } from './texts.ts';

const t = texts.catalogue;

type Localized = { en: string; fr: string };
type Move = (by: -1 | 1) => void;

/**
 * Deleting from a list. One mutation serves all its rows: a confirmation is modal, so only one
 * asks at a time, and closing it clears its error.
 */
type Removal<E> = {
  pending: boolean;
  error: ApiError | null;
  reset: () => void;
  /** Why the entry cannot go now, or null. */
  inUse: (entry: E) => string | null;
  body: string;
  confirm: (entry: E, done: () => void) => void;
};

/**
 * The table of an ordered list (categories, collections, a filter's values): position, names,
 * code (slug or value) and products, and for a writer the buttons that move, edit and delete.
 */
function EntryTable<E extends { id: string; products: number }>({
  label,
  empty,
  columns,
  entries,
  nameOf,
  codeOf,
  canWrite,
  onMove,
  edit,
  removal,
}: {
  label: string;
  empty: string;
  /** The headers of the names' column and the code's. */
  columns: { name: string; code: string };
  entries: readonly E[];
  nameOf: (entry: E) => Localized;
  codeOf: (entry: E) => string;
  canWrite: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  /** The dialog that edits the entry, opened by the trigger given. */
  edit: (entry: E, trigger: ReactNode) => ReactNode;
  removal: Removal<E>;
}) {
  const headers = [t.position, columns.name, columns.code, t.products];
  return (
    <div className={styles.orderedTable}>
      <DataTable
        label={label}
        columns={canWrite ? [...headers, t.actions] : headers}
        isEmpty={entries.length === 0}
        empty={empty}
      >
        {entries.map((entry, index) => {
          const name = nameOf(entry);
          return (
            <tr key={entry.id}>
              <td data-label={t.position} className={styles.count}>
                {index + 1}
              </td>
              <td data-label={columns.name}>
                <span className={styles.twoLines}>
                  <span className={textStyles.name}>{name.en}</span>
                  {name.fr && (
                    <span className={tableStyles.muted} lang="fr">
                      {name.fr}
                    </span>
                  )}
                </span>
              </td>
              <td data-label={columns.code}>
                <span className={textStyles.code}>{codeOf(entry)}</span>
              </td>
              <td data-label={t.products} className={styles.count}>
                {formatCount(entry.products)}
              </td>
              {canWrite && (
                <td data-label={t.actions}>
                  <span className={tableStyles.stack}>
                    <ReorderButtons
                      name={name.en}
                      index={index}
                      count={entries.length}
                      onMove={(by) => onMove(index, by)}
                    />
                    {edit(
                      entry,
                      <Button size="sm" aria-label={t.editLabel(name.en)}>
                        {t.edit}
                      </Button>,
                    )}
                    <DeleteEntry
                      name={name.en}
                      inUse={removal.inUse(entry)}
                      body={removal.body}
                      pending={removal.pending}
                      error={removal.error}
                      onReset={removal.reset}
                      onConfirm={(done) => removal.confirm(entry, done)}
                    />
                  </span>
                </td>
              )}
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}

/**
 * A catalogue list's frame: the rule it keeps with, for a writer, its New button; what was just
 * done; what went wrong; a skeleton while it loads.
 */
function ListFrame({
  intro,
  create,
  notice,
  loadError,
  reorderError,
  loading,
  children,
}: {
  intro: string;
  create: ReactNode;
  notice: string;
  loadError: Error | null;
  reorderError: Error | null;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className={styles.listHead}>
        <p className={styles.sectionIntro}>{intro}</p>
        {create}
      </div>
      <Notice>{notice}</Notice>
      {loadError && <Alert>{loadError.message}</Alert>}
      {reorderError && <Alert>{reorderError.message}</Alert>}
      {loading && <TableSkeleton />}
      {children}
    </>
  );
}

/**
 * Moves an entry of a top list up (-1) or down (+1): `send` shows and sends the whole new order
 * (the list's query module says what a refusal does); a success says where the entry went.
 */
function mover<E extends { id: string; name: Localized }>(
  items: readonly E[],
  send: (next: E[], then: { onSuccess: () => void }) => void,
  onMoved: (notice: string) => void,
) {
  return (index: number, by: -1 | 1) => {
    const entry = items[index];
    send(moved(items, index, by), {
      onSuccess: () => {
        if (entry) onMoved(t.moved(entry.name.en, index + by + 1));
      },
    });
  };
}

/** Categories or collections in the shop's order: create, edit, delete, move up and down. */
export function GroupList({ kind, canWrite }: { kind: GroupKind; canWrite: boolean }) {
  const list = useGroups(kind);
  const [notice, setNotice] = useState('');
  const reorder = useMoveGroups(kind);
  const remove = useDeleteGroup();
  const items = list.data?.items ?? [];
  const move = mover(items, reorder.send, setNotice);
  const saved = (group: Group) => setNotice(t.savedGroup(group.name.en));
  return (
    <ListFrame
      intro={t.intro[kind]}
      create={
        canWrite && (
          <GroupDialog
            kind={kind}
            onSaved={saved}
            trigger={<Button variant="primary">{t.newGroup[kind]}</Button>}
          />
        )
      }
      notice={notice}
      loadError={list.isError ? list.error : null}
      reorderError={reorder.error}
      loading={list.isPending}
    >
      {list.data && (
        <EntryTable
          label={t.tableLabel[kind]}
          empty={t.empty[kind]}
          columns={{ name: t.name, code: t.slug }}
          entries={items}
          nameOf={(group) => group.name}
          codeOf={(group) => group.slug}
          canWrite={canWrite}
          onMove={move}
          edit={(group, trigger) => (
            <GroupDialog kind={kind} group={group} onSaved={saved} trigger={trigger} />
          )}
          removal={{
            pending: remove.isPending,
            error: remove.error,
            reset: remove.reset,
            inUse: (group) => (group.products > 0 ? t.inUse(group.products) : null),
            body: t.deleteBody,
            confirm: (group, done) =>
              remove.mutate(
                { params: { kind, id: group.id } },
                {
                  onSuccess: () => {
                    done();
                    setNotice(t.deletedGroup(group.name.en));
                  },
                },
              ),
          }}
        />
      )}
    </ListFrame>
  );
}

/** A filter under its name and code, its own buttons beside them, and its values' table. */
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
  onMove: Move;
  onDone: (notice: string) => void;
}) {
  const remove = useDeleteAttribute();
  const removeValue = useDeleteAttributeValue();
  const moveValues = useMoveAttributeValues(attribute.id);
  const used = attribute.values.reduce((sum, value) => sum + value.products, 0);
  const moveValue = (position: number, by: -1 | 1) => {
    const entry = attribute.values[position];
    moveValues(moved(attribute.values, position, by), {
      onSuccess: () => {
        if (entry) onDone(t.moved(entry.label.en, position + by + 1));
      },
      onError: (error) => onDone(error.message),
    });
  };
  const valueSaved = (label: string) => onDone(t.savedGroup(label));
  return (
    <section className={styles.attribute} aria-labelledby={`attribute-${attribute.id}`}>
      <div className={styles.attributeHead}>
        <h2 id={`attribute-${attribute.id}`}>
          {attribute.name.en}
          <span className={styles.code}>{attribute.code}</span>
        </h2>
        {canWrite && (
          <span className={tableStyles.stack}>
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
      <EntryTable
        label={t.valuesLabel(attribute.name.en)}
        empty={t.noValues}
        columns={{ name: t.label, code: t.value }}
        entries={attribute.values}
        nameOf={(value) => value.label}
        codeOf={(value) => value.value}
        canWrite={canWrite}
        onMove={moveValue}
        edit={(value, trigger) => (
          <ValueDialog attribute={attribute} value={value} onSaved={valueSaved} trigger={trigger} />
        )}
        removal={{
          pending: removeValue.isPending,
          error: removeValue.error,
          reset: removeValue.reset,
          inUse: (value) => (value.products > 0 ? t.valueInUse(value.products) : null),
          body: t.deleteBody,
          confirm: (value, done) =>
            removeValue.mutate(
              { params: { id: attribute.id, valueId: value.id } },
              {
                onSuccess: () => {
                  done();
                  onDone(t.deletedGroup(value.label.en));
                },
              },
            ),
        }}
      />
      {canWrite && (
        <div>
          <ValueDialog
            attribute={attribute}
            onSaved={valueSaved}
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
  const list = useAttributes();
  const [notice, setNotice] = useState('');
  const reorder = useMoveAttributes();
  const items = list.data?.items ?? [];
  const move = mover(items, reorder.send, setNotice);
  return (
    <ListFrame
      intro={t.filtersIntro}
      create={
        canWrite && (
          <AttributeDialog
            onSaved={(saved) => setNotice(t.savedGroup(saved.name.en))}
            trigger={<Button variant="primary">{t.newFilter}</Button>}
          />
        )
      }
      notice={notice}
      loadError={list.isError ? list.error : null}
      reorderError={reorder.error}
      loading={list.isPending}
    >
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
    </ListFrame>
  );
}
