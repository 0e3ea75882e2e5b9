import { useTranslation } from 'react-i18next';
import { DrawerBody } from '../../../components/ui/drawer.tsx';

/**
 * The filter drawer's body (spec §2 Filter panel, a left drawer). The attribute groups, Clear,
 * Clear all and Apply mount here; until a catalogue screen opens it, it explains itself.
 */
export function FilterPanel() {
  const { t } = useTranslation();
  return (
    <DrawerBody>
      <p>{t('filters.intro')}</p>
    </DrawerBody>
  );
}
