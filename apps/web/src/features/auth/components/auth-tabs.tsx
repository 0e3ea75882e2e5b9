import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AuthTab } from '../../../lib/panel.ts';
import { tabId, tabPanelId } from './auth-tab-ids.ts';
import styles from './auth-panel.module.css';

const TABS = ['login', 'signup'] as const;

type Props = { active: AuthTab; onSelect: (tab: AuthTab) => void };

/** Log in / Sign up; arrow keys move between the two (WAI-ARIA tabs). */
export function AuthTabs({ active, onSelect }: Props) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = active === 'login' ? 'signup' : 'login';
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div role="tablist" aria-label={t('auth.tabsLabel')} className={styles.tabs}>
      {TABS.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={tabPanelId(tab)}
          tabIndex={active === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {t(`auth.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
