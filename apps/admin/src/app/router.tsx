import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RequirePermission, RequireStage, Waiting } from './guards.tsx';
import { ErrorScreen } from './routes/error.tsx';
import { SCREEN_PERMISSIONS, type GuardedScreen } from './screens.ts';
import { PublicLayout } from './shell/public-layout.tsx';
import { Shell } from './shell/shell.tsx';

/** Route paths are the `paths` table's, without the leading slash (they nest under `/`). */
const at = (path: string) => path.slice(1);

/** A screen whose module loads when it is first opened: the module's import, and its export. */
const lazyScreen = <M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => ({ lazy: async () => ({ Component: (await load())[name] }) });

/** The catalogue's screens share one module. */
const catalogue = () => import('./routes/catalogue.tsx');

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
            ...lazyScreen(() => import('./routes/sign-in.tsx'), 'SignInScreen'),
          },
          {
            element: <RequireStage stages={['second-factor']} />,
            children: [
              {
                path: at(paths.secondFactor),
                ...lazyScreen(() => import('./routes/second-factor.tsx'), 'SecondFactorScreen'),
              },
            ],
          },
          {
            path: at(paths.acceptInvitation),
            ...lazyScreen(() => import('./routes/accept-invitation.tsx'), 'AcceptInvitationScreen'),
          },
          {
            element: <RequireStage stages={['enrol', 'ready']} />,
            children: [
              {
                path: at(paths.twoFactor),
                ...lazyScreen(() => import('./routes/two-factor.tsx'), 'TwoFactorScreen'),
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
            ...lazyScreen(() => import('./routes/dashboard.tsx'), 'DashboardScreen'),
          },
          guarded(
            'orders',
            lazyScreen(() => import('./routes/orders.tsx'), 'OrdersScreen'),
          ),
          guarded(
            'order',
            lazyScreen(() => import('./routes/order.tsx'), 'OrderScreen'),
          ),
          guarded(
            'products',
            lazyScreen(() => import('./routes/products.tsx'), 'ProductsScreen'),
          ),
          guarded(
            'newProduct',
            lazyScreen(() => import('./routes/product-edit.tsx'), 'NewProductScreen'),
          ),
          guarded(
            'product',
            lazyScreen(() => import('./routes/product-edit.tsx'), 'ProductScreen'),
          ),
          guarded('catalogue', {
            ...lazyScreen(catalogue, 'CatalogueLayout'),
            children: [
              { index: true, ...lazyScreen(catalogue, 'CatalogueIndex') },
              { path: 'categories', ...lazyScreen(catalogue, 'CategoriesScreen') },
              { path: 'collections', ...lazyScreen(catalogue, 'CollectionsScreen') },
              { path: 'filters', ...lazyScreen(catalogue, 'FiltersScreen') },
            ],
          }),
          guarded(
            'stock',
            lazyScreen(() => import('./routes/stock.tsx'), 'StockScreen'),
          ),
          guarded(
            'stockItem',
            lazyScreen(() => import('./routes/stock-item.tsx'), 'StockItemScreen'),
          ),
          guarded(
            'productImport',
            lazyScreen(() => import('./routes/product-import.tsx'), 'ProductImportScreen'),
          ),
          guarded(
            'metalRates',
            lazyScreen(() => import('./routes/metal-rates.tsx'), 'MetalRatesScreen'),
          ),
          guarded(
            'customers',
            lazyScreen(() => import('./routes/customers.tsx'), 'CustomersScreen'),
          ),
          guarded(
            'customer',
            lazyScreen(() => import('./routes/customer.tsx'), 'CustomerScreen'),
          ),
          guarded(
            'coupons',
            lazyScreen(() => import('./routes/coupons.tsx'), 'CouponsScreen'),
          ),
          guarded(
            'newCoupon',
            lazyScreen(() => import('./routes/coupon-edit.tsx'), 'NewCouponScreen'),
          ),
          guarded(
            'coupon',
            lazyScreen(() => import('./routes/coupon.tsx'), 'CouponScreen'),
          ),
          guarded(
            'editCoupon',
            lazyScreen(() => import('./routes/coupon-edit.tsx'), 'EditCouponScreen'),
          ),
          guarded(
            'pages',
            lazyScreen(() => import('./routes/pages.tsx'), 'PagesScreen'),
          ),
          guarded(
            'page',
            lazyScreen(() => import('./routes/page-edit.tsx'), 'PageEditScreen'),
          ),
          guarded(
            'blog',
            lazyScreen(() => import('./routes/blog.tsx'), 'BlogScreen'),
          ),
          guarded(
            'faqs',
            lazyScreen(() => import('./routes/faqs.tsx'), 'FaqsScreen'),
          ),
          guarded(
            'newBlogPost',
            lazyScreen(() => import('./routes/blog-edit.tsx'), 'NewBlogPostScreen'),
          ),
          guarded(
            'blogPost',
            lazyScreen(() => import('./routes/blog-edit.tsx'), 'BlogPostEditScreen'),
          ),
          guarded(
            'contentHome',
            lazyScreen(() => import('./routes/content-home.tsx'), 'ContentHomeScreen'),
          ),
          guarded(
            'staff',
            lazyScreen(() => import('./routes/staff.tsx'), 'StaffScreen'),
          ),
          guarded(
            'audit',
            lazyScreen(() => import('./routes/audit.tsx'), 'AuditScreen'),
          ),
          guarded(
            'settings',
            lazyScreen(() => import('./routes/settings.tsx'), 'SettingsScreen'),
          ),
          guarded(
            'search',
            lazyScreen(() => import('./routes/search.tsx'), 'SearchScreen'),
          ),
          {
            path: at(paths.account),
            ...lazyScreen(() => import('./routes/account.tsx'), 'AccountScreen'),
          },
          {
            path: '*',
            ...lazyScreen(() => import('./routes/not-found.tsx'), 'NotFoundScreen'),
          },
        ],
      },
    ],
  },
];
