import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';
import styles from '../../features/catalog/catalog.module.css';
import { AttributeList, GroupList } from '../../features/catalog/catalogue-lists.tsx';
import { texts } from '../../features/catalog/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.catalogue;
const TABS = [
  { to: paths.categories, label: t.categories },
  { to: paths.collections, label: t.collections },
  { to: paths.filters, label: t.filters },
];

/** The catalogue's lists under one title, a tab each. */
export function CatalogueLayout() {
  const { pathname } = useLocation();
  const tab = TABS.find((one) => pathname.endsWith(one.to));
  return (
    <Page title={tab ? `${t.title}: ${tab.label}` : t.title}>
      <nav aria-label={t.tabs} className={styles.tabs}>
        {TABS.map((one) => (
          <NavLink key={one.to} to={one.to} className={styles.tab}>
            {one.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Page>
  );
}

export function CatalogueIndex() {
  return <Navigate to={paths.categories} replace />;
}

export function CategoriesScreen() {
  return <GroupList kind="categories" canWrite={can(useStaffSession(), 'catalog:write')} />;
}

export function CollectionsScreen() {
  return <GroupList kind="collections" canWrite={can(useStaffSession(), 'catalog:write')} />;
}

export function FiltersScreen() {
  return <AttributeList canWrite={can(useStaffSession(), 'catalog:write')} />;
}
