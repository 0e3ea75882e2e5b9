import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DiamondIcon } from '../../../components/ui/screen-icons.tsx';
import type { AuthTab } from '../../../lib/panel.ts';
import styles from './auth-panel.module.css';

const PERKS = ['wishlist', 'checkout', 'orders', 'previews'] as const;

type Props = { tab: 'login' | 'signup'; onSwitch: (tab: AuthTab) => void; children: ReactNode };

/** A tab's heading and the line under it. */
export function StepIntro({ step }: { step: 'login' | 'signup' | 'address' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.intro}>
      <h3 className={styles.heading}>{t(`auth.${step}.title`)}</h3>
      <p className={styles.text}>{t(`auth.${step}.text`)}</p>
    </div>
  );
}

/** The login and signup tabs: a heading, the form, the way to the other tab, what an account brings. */
export function AuthIntro({ tab, onSwitch, children }: Props) {
  const { t } = useTranslation();
  const other = tab === 'login' ? 'signup' : 'login';
  return (
    <div className={styles.panel}>
      <StepIntro step={tab} />
      {children}
      <p className={styles.switch}>
        {t(`auth.${tab}.switchPrompt`)}{' '}
        <button type="button" className={styles.link} onClick={() => onSwitch(other)}>
          {t(`auth.tabs.${other}`)}
        </button>
      </p>
      {tab === 'signup' ? (
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk}>
              <DiamondIcon size={14} />
              {t(`auth.perks.${perk}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
