import { messages } from '@aurelle/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LineItem, LineList } from '../../../components/ui/line-item.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatStockBadge } from '../../../utils/format-badge.ts';
import { useGetWishlistQuery } from '../api/wishlist-api.ts';

type Props = { loggedIn: boolean; onNavigate: () => void };

/** Saved pieces, or the same empty state as the cart (spec §2 Wishlist drawer). */
export function WishlistPanel({ loggedIn, onNavigate }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetWishlistQuery(undefined, { skip: !loggedIn });
  const items = loggedIn ? (data?.wishlist ?? []) : [];

  if (isLoading) {
    return (
      <DrawerBody>
        <Spinner label={t('common.loading')} />
      </DrawerBody>
    );
  }
  if (items.length === 0) {
    return (
      <DrawerBody>
        <EmptyState
          text={t('cart.empty', { defaultValue: messages.cart.empty })}
          action={
            <ButtonLink to={paths.shopDefault} onClick={onNavigate}>
              {t('common.explore')}
            </ButtonLink>
          }
        />
      </DrawerBody>
    );
  }
  return (
    <DrawerBody>
      <LineList>
        {items.map((item) => (
          <LineItem
            key={item._id}
            image={item.image[0]}
            name={item.name}
            meta={
              item.stock === undefined
                ? undefined
                : t('wishlist.inStock', { stock: formatStockBadge(item.stock) })
            }
            price={item.prices_formatted?.price}
          >
            <Link to={paths.product(item.slug ?? item._id)} onClick={onNavigate}>
              {t('wishlist.viewDetails')}
            </Link>
          </LineItem>
        ))}
      </LineList>
    </DrawerBody>
  );
}
