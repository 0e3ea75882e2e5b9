import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import styles from './pages.module.css';
import { texts } from './texts.ts';

const t = texts.contentTabs;
const TABS = [
  { to: paths.contentHome, label: t.home },
  { to: paths.pages, label: t.pages },
  { to: paths.blog, label: t.blog },
  { to: paths.faqs, label: t.faqs },
] as const;

/**
 * The content's screens under the navigation's one "Content" entry: a tab each, the current one
 * marked. Every tab needs `content:read`, as the entry does.
 */
export function ContentTabs() {
  return (
    <nav aria-label={t.label} className={styles.tabs}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
