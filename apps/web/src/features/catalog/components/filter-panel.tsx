import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DrawerBody, DrawerFooter } from '../../../components/ui/drawer.tsx';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { useGetFiltersQuery } from '../api/catalog-api.ts';
import { useFilterScope } from '../hooks/use-filter-scope.ts';
import { useListQuery } from '../hooks/use-list-query.ts';
import { countSelected } from '../utils/list-query.ts';
import { FilterGroup } from './filter-group.tsx';
import styles from './filter-panel.module.css';

/**
 * Spec §2 filter panel: one group per attribute with checkbox values, 'Clear' per group,
 * 'Clear all' while something is selected, and 'Apply', which rewrites the URL query.
 */
export function FilterPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const scope = useFilterScope();
  const { query, update } = useListQuery();
  const [draft, setDraft] = useState(query.filters);
  const { data: groups, isLoading } = useGetFiltersQuery(scope?.ready ? scope.query : null);

  if (!scope) {
    return (
      <DrawerBody>
        <p>{t('filters.intro')}</p>
      </DrawerBody>
    );
  }
  const setGroup = (name: string, values: string[]) => {
    const next = { ...draft };
    if (values.length) next[name] = values;
    else delete next[name];
    setDraft(next);
  };
  const apply = () => {
    update({ filters: draft });
    onClose();
  };
  return (
    <>
      <DrawerBody>
        {countSelected(draft) > 0 ? (
          <button type="button" className={styles.clearAll} onClick={() => setDraft({})}>
            {t('filters.clearAll')}
          </button>
        ) : null}
        {isLoading || !groups ? (
          <Placeholder count={6} height={24} style={{ marginBottom: 12 }} />
        ) : (
          groups.map((group) => (
            <FilterGroup
              key={group.attributeName}
              group={group}
              selected={draft[group.attributeName] ?? []}
              onChange={(values) => setGroup(group.attributeName, values)}
            />
          ))
        )}
      </DrawerBody>
      <DrawerFooter>
        <Button block onClick={apply}>
          {t('filters.apply')}
        </Button>
      </DrawerFooter>
    </>
  );
}
