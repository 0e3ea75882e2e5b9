import { messages } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DiamondIcon } from '../../../components/ui/screen-icons.tsx';
import styles from './auth-panel.module.css';

/** The success tab: 'You're in' (spec §2 Auth drawer). */
export function SuccessStep({ onExplore }: { onExplore: () => void }) {
  const { t } = useTranslation();
  const brand = env.brandName;
  return (
    <div className={styles.success}>
      <DiamondIcon size={40} />
      <h3 className={styles.heading}>
        {t('auth.success.title', { defaultValue: messages.auth.successTitle })}
      </h3>
      <p className={styles.text}>
        {t('auth.success.text', { defaultValue: messages.auth.successText })}
      </p>
      <Button block onClick={onExplore}>
        {t('auth.success.explore', { brand })}
      </Button>
    </div>
  );
}
