import { lazy, useEffect, useRef, type ComponentProps } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { Drawer, DrawerBody } from '../../components/ui/drawer.tsx';
import { LazySection } from '../../components/ui/lazy-section.tsx';
import { SectionLoadError } from '../../components/ui/section-load-error.tsx';
import { Spinner } from '@aurelle/ui/spinner';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { LoadedCart, loadCartDrawer } from './cart-drawer-loader.ts';
import { CART_STEPS, setCartStep, usePanel, usePanelState } from '../../lib/panel.ts';

// Drawer bodies load when a drawer first opens, keeping them out of this module's chunk.
const LazyCart = lazy(loadCartDrawer);
const WishlistDrawer = lazy(() =>
  import('./wishlist-drawer.tsx').then((m) => ({ default: m.WishlistDrawer })),
);
const AuthDrawer = lazy(() => import('./auth-drawer.tsx').then((m) => ({ default: m.AuthDrawer })));
const SearchDrawer = lazy(() =>
  import('./search-drawer.tsx').then((m) => ({ default: m.SearchDrawer })),
);
const FilterPanel = lazy(() =>
  import('../../features/catalog/components/filter-panel.tsx').then((m) => ({
    default: m.FilterPanel,
  })),
);
const SidebarPanel = lazy(() =>
  import('./sidebar/sidebar-panel.tsx').then((m) => ({ default: m.SidebarPanel })),
);

/**
 * A panel's drawer. Its body shows a spinner while its code loads, and a way out if that code does
 * not come.
 */
function PanelDrawer({ children, ...drawer }: ComponentProps<typeof Drawer>) {
  const { t } = useTranslation();
  const fallback = (
    <DrawerBody>
      <Spinner label={t('common.loading')} />
    </DrawerBody>
  );
  const failed = (
    <DrawerBody>
      <SectionLoadError />
    </DrawerBody>
  );
  return (
    <Drawer {...drawer}>
      <LazySection fallback={fallback} failed={failed}>
        {children}
      </LazySection>
    </Drawer>
  );
}

/** Every panel of the shell (spec §2), one open at a time (built when one first opens: drawers.tsx). */
function Panels() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, show, close } = usePanel();
  const cartStep = usePanelState((panel) => panel.cartStep);
  const previousStep = CART_STEPS[CART_STEPS.indexOf(cartStep) - 1];
  const { isLoggedIn, profile } = useSession();
  // Closed once the shop is on screen: /login and /signup go home when their drawer closes. The
  // navigation's promise is not that moment: it settles when the address has changed, while the
  // new screen may still be rendering (a transition) with /login's route on screen, which would
  // then send the customer home over the shop.
  const { pathname } = useLocation();
  const exploring = useRef(false);
  useEffect(() => {
    if (!exploring.current) return;
    exploring.current = false;
    close();
  }, [pathname, close]);
  const exploreShop = () => {
    if (pathname === paths.shopDefault) return close();
    exploring.current = true;
    void navigate(paths.shopDefault);
  };
  return (
    <>
      <PanelDrawer open={open === 'sidebar'} onClose={close} side="left" title={t('sidebar.title')}>
        <SidebarPanel
          loggedIn={isLoggedIn}
          userName={profile.name}
          onOpen={show}
          onNavigate={close}
        />
      </PanelDrawer>
      <PanelDrawer open={open === 'search'} onClose={close} title={t('search.title')}>
        <SearchDrawer onClose={close} />
      </PanelDrawer>
      <PanelDrawer open={open === 'filter'} onClose={close} side="left" title={t('filters.title')}>
        <FilterPanel onClose={close} />
      </PanelDrawer>
      <PanelDrawer
        open={open === 'cart'}
        onClose={close}
        title={t(`cart.steps.${cartStep}`)}
        back={
          previousStep
            ? { label: t('cart.back'), onClick: () => setCartStep(previousStep) }
            : undefined
        }
      >
        {LoadedCart ? <LoadedCart onNavigate={close} /> : <LazyCart onNavigate={close} />}
      </PanelDrawer>
      <PanelDrawer open={open === 'wishlist'} onClose={close} title={t('wishlist.title')}>
        <WishlistDrawer loggedIn={isLoggedIn} onNavigate={close} />
      </PanelDrawer>
      <PanelDrawer open={open === 'auth'} onClose={close} title={t('auth.title')}>
        <AuthDrawer onExplore={exploreShop} />
      </PanelDrawer>
    </>
  );
}

/** The shell's drawers (drawers.tsx loads this module with the first panel). */
export const DrawersContent = Panels;
