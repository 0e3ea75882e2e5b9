import type { AdminSession, Permission } from '@aurelle/contract';
import type { ComponentType } from 'react';
import {
  AccountIcon,
  AuditIcon,
  CatalogueIcon,
  ContentIcon,
  CouponsIcon,
  CustomersIcon,
  DashboardIcon,
  MetalIcon,
  OrdersIcon,
  ProductsIcon,
  SettingsIcon,
  StaffIcon,
  StockIcon,
} from '../../components/icons.tsx';
import { paths } from '../../config/paths.ts';
import { can } from '../../lib/session.ts';
import { texts } from '../../texts.ts';
import { SCREEN_PERMISSIONS, type GuardedScreen } from '../screens.ts';

export type NavItem = {
  to: string;
  label: string;
  icon: ComponentType;
  /** What the role needs to see the entry; none: everyone. */
  permission?: Permission;
};

/** An entry for a screen of app/screens.ts: seen by the roles that may open it. */
const guarded = (screen: GuardedScreen, label: string, icon: ComponentType): NavItem => ({
  to: paths[screen],
  label,
  icon,
  permission: SCREEN_PERMISSIONS[screen],
});

const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.dashboard, label: texts.nav.dashboard, icon: DashboardIcon },
  guarded('orders', texts.nav.orders, OrdersIcon),
  guarded('products', texts.nav.products, ProductsIcon),
  guarded('catalogue', texts.nav.catalogue, CatalogueIcon),
  guarded('stock', texts.nav.stock, StockIcon),
  guarded('metalRates', texts.nav.metalRates, MetalIcon),
  guarded('customers', texts.nav.customers, CustomersIcon),
  guarded('coupons', texts.nav.coupons, CouponsIcon),
  guarded('contentHome', texts.nav.content, ContentIcon),
  guarded('staff', texts.nav.staff, StaffIcon),
  guarded('audit', texts.nav.audit, AuditIcon),
  guarded('settings', texts.nav.settings, SettingsIcon),
  { to: paths.account, label: texts.nav.account, icon: AccountIcon },
];

/** The navigation entries a session's role may open (the server checks again on every call). */
export function navItemsFor(session: AdminSession): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || can(session, item.permission));
}

/** Entries a phone's bottom bar holds before the rest go under "More". */
export const BAR_ENTRIES = 5;

/** On a phone: the entries in the bar, and those under "More" (none when all fit). */
export function splitForBar(items: readonly NavItem[]): { bar: NavItem[]; more: NavItem[] } {
  if (items.length <= BAR_ENTRIES) return { bar: [...items], more: [] };
  return { bar: items.slice(0, BAR_ENTRIES - 1), more: items.slice(BAR_ENTRIES - 1) };
}
