import type { Group, GroupKind } from '@aurelle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import tableStyles from '../../components/ui/table.module.css';
import { DataTable, TableSkeleton } from '../../components/ui/table.tsx';
import { formatCount } from '../../lib/format.ts';
import { queryKeyOf, useApiMutation } from '../../lib/use-api.ts';
import styles from './catalog.module.css';
import { DeleteEntry } from './delete-button.tsx';
import { GroupDialog } from './catalogue-dialogs.tsx';
import { moved } from './moved.ts';
import { ReorderButtons } from './reorder-buttons.tsx';
import { texts } from './texts.ts';
import { GROUP_CHANGES, useGroups } from './use-catalog.ts';

const t = texts.catalogue;

function GroupRow({
  kind,
  group,
  index,
  count,
  canWrite,
  onMove,
  onDone,
}: {
  kind: GroupKind;
  group: Group;
  index: number;
  count: number;
  canWrite: boolean;
  onMove: (by: -1 | 1) => void;
  onDone: (notice: string) => void;
}) {
  const remove = useApiMutation('deleteGroup', { invalidates: GROUP_CHANGES });
  return (
    <tr>
      <td data-label={t.position} className={styles.count}>
        {index + 1}
      </td>
      <td data-label={t.name}>
        <span className={styles.twoLines}>
          <span className={styles.name}>{group.name.en}</span>
          {group.name.fr && (
            <span className={tableStyles.muted} lang="fr">
              {group.name.fr}
            </span>
          )}
        </span>
      </td>
      <td data-label={t.slug}>
        <span className={styles.sku}>{group.slug}</span>
      </td>
      <td data-label={t.products} className={styles.count}>
        {formatCount(group.products)}
      </td>
      {canWrite && (
        <td data-label={t.actions}>
          <span className={styles.rowActions}>
            <ReorderButtons name={group.name.en} index={index} count={count} onMove={onMove} />
            <GroupDialog
              kind={kind}
              group={group}
              onSaved={(saved) => onDone(t.savedGroup(saved.name.en))}
              trigger={
                <Button size="sm" aria-label={t.editLabel(group.name.en)}>
                  {t.edit}
                </Button>
              }
            />
            <DeleteEntry
              name={group.name.en}
              inUse={group.products > 0 ? t.inUse(group.products) : null}
              body={t.deleteBody}
              pending={remove.isPending}
              error={remove.error}
              onReset={remove.reset}
              onConfirm={(done) =>
                remove.mutate(
                  { params: { kind, id: group.id } },
                  {
                    onSuccess: () => {
                      done();
                      onDone(t.deletedGroup(group.name.en));
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

/** Categories or collections in the shop's order: create, edit, delete, move up and down. */
export function GroupList({ kind, canWrite }: { kind: GroupKind; canWrite: boolean }) {
  const client = useQueryClient();
  const list = useGroups(kind);
  const [notice, setNotice] = useState('');
  const reorder = useApiMutation('reorderGroups', { invalidates: ['listGroups'] });
  const items = list.data?.items ?? [];
  const key = queryKeyOf('listGroups', { params: { kind } });
  const move = (index: number, by: -1 | 1) => {
    const next = moved(items, index, by);
    const entry = items[index];
    // The new order shows at once; the server's answer then replaces it.
    client.setQueryData(key, { items: next });
    reorder.mutate(
      { params: { kind }, body: { ids: next.map((group) => group.id) } },
      {
        onSuccess: () => {
          if (entry) setNotice(t.moved(entry.name.en, index + by + 1));
        },
        onError: () => void client.invalidateQueries({ queryKey: key }),
      },
    );
  };
  const columns = [t.position, t.name, t.slug, t.products];
  return (
    <>
      <div className={styles.listHead}>
        <p className={styles.sectionIntro}>{t.intro[kind]}</p>
        {canWrite && (
          <GroupDialog
            kind={kind}
            onSaved={(saved) => setNotice(t.savedGroup(saved.name.en))}
            trigger={<Button variant="primary">{t.newGroup[kind]}</Button>}
          />
        )}
      </div>
      <Notice>{notice}</Notice>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {reorder.isError && <Alert>{reorder.error.message}</Alert>}
      {list.isPending && <TableSkeleton />}
      {list.data && (
        <div className={styles.orderedTable}>
          <DataTable
            label={t.tableLabel[kind]}
            columns={canWrite ? [...columns, t.actions] : columns}
            isEmpty={items.length === 0}
            empty={t.empty[kind]}
          >
            {items.map((group, index) => (
              <GroupRow
                key={group.id}
                kind={kind}
                group={group}
                index={index}
                count={items.length}
                canWrite={canWrite}
                onMove={(by) => move(index, by)}
                onDone={setNotice}
              />
            ))}
          </DataTable>
        </div>
      )}
    </>
  );
}
