import type { AdminSession, Permission } from '@aurelle/contract';
import type { ComponentType } from 'react';
import {
  AccountIcon,
  AuditIcon,
  CatalogueIcon,
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

export type NavItem = {
  to: string;
  label: string;
  icon: ComponentType;
  /** What the role needs to see the entry; none: everyone. */
  permission?: Permission;
};

const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.dashboard, label: texts.nav.dashboard, icon: DashboardIcon },
  { to: paths.orders, label: texts.nav.orders, icon: OrdersIcon, permission: 'orders:read' },
  { to: paths.products, label: texts.nav.products, icon: ProductsIcon, permission: 'catalog:read' },
  {
    to: paths.catalogue,
    label: texts.nav.catalogue,
    icon: CatalogueIcon,
    permission: 'catalog:read',
  },
  { to: paths.stock, label: texts.nav.stock, icon: StockIcon, permission: 'catalog:read' },
  {
    to: paths.metalRates,
    label: texts.nav.metalRates,
    icon: MetalIcon,
    permission: 'prices:read',
  },
  {
    to: paths.customers,
    label: texts.nav.customers,
    icon: CustomersIcon,
    permission: 'customers:read',
  },
  { to: paths.staff, label: texts.nav.staff, icon: StaffIcon, permission: 'staff:read' },
  { to: paths.audit, label: texts.nav.audit, icon: AuditIcon, permission: 'audit:read' },
  {
    to: paths.settings,
    label: texts.nav.settings,
    icon: SettingsIcon,
    permission: 'settings:read',
  },
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
