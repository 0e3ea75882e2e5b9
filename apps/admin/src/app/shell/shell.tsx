import { adminEndpoints } from '@aurelle/contract';
import { DropdownMenu } from 'radix-ui';
import { matchPath, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { MoreIcon } from '../../components/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useOrderCounts } from '../../features/orders/api.ts';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { cx } from '../../lib/cx.ts';
import { formatBadge } from '../../lib/format.ts';
import { can, useStaffSession } from '../../lib/session.ts';
import { texts } from '../../texts.ts';
import { AccountMenu } from './account-menu.tsx';
import { navItemsFor, splitForBar } from './navigation.ts';
import styles from './shell.module.css';

/** The signed-in app's frame: the brand and account menu on top, navigation, the screen. */
export function Shell() {
  const session = useStaffSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = navItemsFor(session);
  // Orders waiting to ship, on the Orders entry; asked for again every 15 s.
  const toShip =
    useOrderCounts(can(session, adminEndpoints.orderCounts.permission)).data?.toShip ?? 0;
  const badgeOf = (to: string) =>
    to === paths.orders && toShip > 0 ? (
      <span className={styles.badge}>
        <span aria-hidden="true">{formatBadge(toShip)}</span>
        <span className="visually-hidden">{texts.nav.toShip(String(toShip))}</span>
      </span>
    ) : null;
  const { more } = splitForBar(items);
  const inMore = new Set(more.map((item) => item.to));
  const moreActive = more.some((item) => matchPath({ path: item.to, end: false }, pathname));
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {texts.app.skipToContent}
      </a>
      <header className={styles.topbar}>
        <NavLink to={paths.dashboard} className={styles.brand}>
          <span className={styles.wordmark}>{session.brandName}</span>
          <span className={styles.suffix}>{texts.app.suffix}</span>
        </NavLink>
        {can(session, adminEndpoints.search.permission) && <HeaderSearch />}
        <AccountMenu />
      </header>
      <nav className={styles.nav} aria-label={texts.nav.label}>
        <ul className={styles.navList}>
          {items.map(({ to, label, icon: Icon }) => (
            // On a phone, the entries under "More" leave the bar.
            <li key={to} className={cx(inMore.has(to) && styles.wideOnly)}>
              <NavLink to={to} end={to === paths.dashboard} className={styles.navLink}>
                <Icon />
                <span>{label}</span>
                {badgeOf(to)}
              </NavLink>
            </li>
          ))}
          {more.length > 0 && (
            <li className={styles.phoneOnly}>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger
                  className={styles.navLink}
                  data-active={moreActive || undefined}
                >
                  <MoreIcon />
                  <span>{texts.nav.more}</span>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content
                  className={styles.moreMenu}
                  side="top"
                  align="end"
                  sideOffset={6}
                >
                  {more.map(({ to, label, icon: Icon }) => (
                    <DropdownMenu.Item
                      key={to}
                      className={styles.moreItem}
                      data-current={
                        matchPath({ path: to, end: to === paths.dashboard }, pathname)
                          ? true
                          : undefined
                      }
                      onSelect={() => void navigate(to)}
                    >
                      <Icon />
                      <span>{label}</span>
                      {badgeOf(to)}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            </li>
          )}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
