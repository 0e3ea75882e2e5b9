import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a section the customer asked for (a drawer's body, a form) shows when its code did not come. */
export function SectionLoadError() {
  const { t } = useTranslation();
  return (
    <EmptyState
      text={t('routeError.text')}
      action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
