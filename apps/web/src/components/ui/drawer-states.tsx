import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from './button.tsx';
import { DrawerBody } from './drawer.tsx';
import { EmptyState } from './empty-state.tsx';
import { Spinner } from '@aurelle/ui/spinner';

export function DrawerLoading() {
  const { t } = useTranslation();
  return (
    <DrawerBody>
      <Spinner label={t('common.loading')} />
    </DrawerBody>
  );
}

/** Spec §2: the cart's empty text, shared by the wishlist, with Explore to /shop/opus. */
export function DrawerEmpty({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <DrawerBody>
      <EmptyState
        text={t('cart.empty')}
        action={
          <ButtonLink to={paths.shopDefault} onClick={onNavigate}>
            {t('common.explore')}
          </ButtonLink>
        }
      />
    </DrawerBody>
  );
}
