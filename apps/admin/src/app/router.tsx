import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RequirePermission, RequireStage, Waiting } from './guards.tsx';
import { ErrorScreen } from './routes/error.tsx';
import { PublicLayout } from './shell/public-layout.tsx';
import { Shell } from './shell/shell.tsx';

/** Route paths are the `paths` table's, without the leading slash (they nest under `/`). */
const at = (path: string) => path.slice(1);

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
          {
            element: <RequirePermission permission="orders:read" />,
            children: [
              {
                path: at(paths.orders),
                lazy: async () => ({
                  Component: (await import('./routes/orders.tsx')).OrdersScreen,
                }),
              },
              {
                path: at(paths.order),
                lazy: async () => ({
                  Component: (await import('./routes/order.tsx')).OrderScreen,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="catalog:read" />,
            children: [
              {
                path: at(paths.products),
                lazy: async () => ({
                  Component: (await import('./routes/products.tsx')).ProductsScreen,
                }),
              },
              {
                path: at(paths.newProduct),
                lazy: async () => ({
                  Component: (await import('./routes/product-edit.tsx')).NewProductScreen,
                }),
              },
              {
                path: at(paths.product),
                lazy: async () => ({
                  Component: (await import('./routes/product-edit.tsx')).ProductScreen,
                }),
              },
              {
                path: at(paths.catalogue),
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
              },
              {
                path: at(paths.stock),
                lazy: async () => ({ Component: (await import('./routes/stock.tsx')).StockScreen }),
              },
              {
                path: at(paths.stockItem),
                lazy: async () => ({
                  Component: (await import('./routes/stock-item.tsx')).StockItemScreen,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="catalog:write" />,
            children: [
              {
                path: at(paths.productImport),
                lazy: async () => ({
                  Component: (await import('./routes/product-import.tsx')).ProductImportScreen,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="prices:read" />,
            children: [
              {
                path: at(paths.metalRates),
                lazy: async () => ({
                  Component: (await import('./routes/metal-rates.tsx')).MetalRatesScreen,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="customers:read" />,
            children: [
              {
                path: at(paths.customers),
                lazy: async () => ({
                  Component: (await import('./routes/customers.tsx')).CustomersScreen,
                }),
              },
              {
                path: at(paths.customer),
                lazy: async () => ({
                  Component: (await import('./routes/customer.tsx')).CustomerScreen,
                }),
              },
            ],
          },
          {
            element: <RequirePermission permission="staff:read" />,
            children: [
              {
                path: at(paths.staff),
                lazy: async () => ({ Component: (await import('./routes/staff.tsx')).StaffScreen }),
              },
            ],
          },
          {
            element: <RequirePermission permission="audit:read" />,
            children: [
              {
                path: at(paths.audit),
                lazy: async () => ({ Component: (await import('./routes/audit.tsx')).AuditScreen }),
              },
            ],
          },
          {
            element: <RequirePermission permission="settings:read" />,
            children: [
              {
                path: at(paths.settings),
                lazy: async () => ({
                  Component: (await import('./routes/settings.tsx')).SettingsScreen,
                }),
              },
            ],
          },
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
