import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RequirePermission, RequireStage, Waiting } from './guards.tsx';
import { ErrorScreen } from './routes/error.tsx';
import { SCREEN_PERMISSIONS, type GuardedScreen } from './screens.ts';
import { PublicLayout } from './shell/public-layout.tsx';
import { Shell } from './shell/shell.tsx';

/** Route paths are the `paths` table's, without the leading slash (they nest under `/`). */
const at = (path: string) => path.slice(1);

/**
 * The screen at `paths[screen]`, which only a role with the screen's permission opens
 * (app/screens.ts); any other sees why, not an empty page.
 */
const guarded = (screen: GuardedScreen, route: Omit<NonIndexRouteObject, 'path'>): RouteObject => ({
  element: <RequirePermission permission={SCREEN_PERMISSIONS[screen]} />,
  children: [{ ...route, path: at(paths[screen]) }],
});

/** The back office's screens; each screen's module loads when it is first opened. */
export const routes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <Waiting />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: at(paths.signIn),
            lazy: async () => ({ Component: (await import('./routes/sign-in.tsx')).SignInScreen }),
          },
          {
            element: <RequireStage stages={['second-factor']} />,
            children: [
              {
                path: at(paths.secondFactor),
                lazy: async () => ({
                  Component: (await import('./routes/second-factor.tsx')).SecondFactorScreen,
                }),
              },
            ],
          },
          {
            path: at(paths.acceptInvitation),
            lazy: async () => ({
              Component: (await import('./routes/accept-invitation.tsx')).AcceptInvitationScreen,
            }),
          },
          {
            element: <RequireStage stages={['enrol', 'ready']} />,
            children: [
              {
                path: at(paths.twoFactor),
                lazy: async () => ({
                  Component: (await import('./routes/two-factor.tsx')).TwoFactorScreen,
                }),
              },
            ],
          },
        ],
      },
      {
        element: (
          <RequireStage stages={['ready']}>
            <Shell />
          </RequireStage>
        ),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/dashboard.tsx')).DashboardScreen,
            }),
          },
          guarded('orders', {
            lazy: async () => ({ Component: (await import('./routes/orders.tsx')).OrdersScreen }),
          }),
          guarded('order', {
            lazy: async () => ({ Component: (await import('./routes/order.tsx')).OrderScreen }),
          }),
          guarded('products', {
            lazy: async () => ({
              Component: (await import('./routes/products.tsx')).ProductsScreen,
            }),
          }),
          guarded('newProduct', {
            lazy: async () => ({
              Component: (await import('./routes/product-edit.tsx')).NewProductScreen,
            }),
          }),
          guarded('product', {
            lazy: async () => ({
              Component: (await import('./routes/product-edit.tsx')).ProductScreen,
            }),
          }),
          guarded('catalogue', {
            lazy: async () => ({
              Component: (await import('./routes/catalogue.tsx')).CatalogueLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./routes/catalogue.tsx')).CatalogueIndex,
                }),
              },
              {
                path: 'categories',
                lazy: async () => ({
                  Component: (await import('./routes/catalogue.tsx')).CategoriesScreen,
                }),
              },
              {
                path: 'collections',
                lazy: async () => ({
                  Component: (await import('./routes/catalogue.tsx')).CollectionsScreen,
                }),
              },
              {
                path: 'filters',
                lazy: async () => ({
                  Component: (await import('./routes/catalogue.tsx')).FiltersScreen,
                }),
              },
            ],
          }),
          guarded('stock', {
            lazy: async () => ({ Component: (await import('./routes/stock.tsx')).StockScreen }),
          }),
          guarded('stockItem', {
            lazy: async () => ({
              Component: (await import('./routes/stock-item.tsx')).StockItemScreen,
            }),
          }),
          guarded('productImport', {
            lazy: async () => ({
              Component: (await import('./routes/product-import.tsx')).ProductImportScreen,
            }),
          }),
          guarded('metalRates', {
            lazy: async () => ({
              Component: (await import('./routes/metal-rates.tsx')).MetalRatesScreen,
            }),
          }),
          guarded('customers', {
            lazy: async () => ({
              Component: (await import('./routes/customers.tsx')).CustomersScreen,
            }),
          }),
          guarded('customer', {
            lazy: async () => ({
              Component: (await import('./routes/customer.tsx')).CustomerScreen,
            }),
          }),
          guarded('staff', {
            lazy: async () => ({ Component: (await import('./routes/staff.tsx')).StaffScreen }),
          }),
          guarded('audit', {
            lazy: async () => ({ Component: (await import('./routes/audit.tsx')).AuditScreen }),
          }),
          guarded('settings', {
            lazy: async () => ({
              Component: (await import('./routes/settings.tsx')).SettingsScreen,
            }),
          }),
          {
            path: at(paths.account),
            lazy: async () => ({ Component: (await import('./routes/account.tsx')).AccountScreen }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/not-found.tsx')).NotFoundScreen,
            }),
          },
        ],
      },
    ],
  },
];
