import { useTranslation } from '../../../lib/use-translation.ts';
import { DiamondIcon } from '../../../components/ui/icons.tsx';
import type { AuthTab } from '../../../lib/panel-slice.ts';
import styles from './auth-panel.module.css';

const PERKS = ['wishlist', 'checkout', 'orders', 'previews'] as const;

type Props = { tab: 'login' | 'signup'; onSwitch: (tab: AuthTab) => void };

/** The opening of the login and signup tabs: what an account brings, and the way between tabs. */
export function AuthIntro({ tab, onSwitch }: Props) {
  const { t } = useTranslation();
  const other = tab === 'login' ? 'signup' : 'login';
  return (
    <div className={styles.panel}>
      <h3 className={styles.heading}>{t(`auth.${tab}.title`)}</h3>
      <p className={styles.text}>{t(`auth.${tab}.text`)}</p>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk}>
            <DiamondIcon size={16} />
            {t(`auth.perks.${perk}`)}
          </li>
        ))}
      </ul>
      <p className={styles.switch}>
        {t(`auth.${tab}.switchPrompt`)}{' '}
        <button type="button" className={styles.link} onClick={() => onSwitch(other)}>
          {t(`auth.tabs.${other}`)}
        </button>
      </p>
    </div>
  );
}
