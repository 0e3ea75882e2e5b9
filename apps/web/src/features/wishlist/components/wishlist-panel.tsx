import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { DrawerEmpty, DrawerLoading } from '../../../components/ui/drawer-states.tsx';
import { LineItem, LineList } from '../../../components/ui/line-item.tsx';
import { formatStockBadge } from '../../../utils/format-badge.ts';
import { useGetWishlistQuery } from '../api/wishlist-api.ts';

type Props = { loggedIn: boolean; onNavigate: () => void };

/** Saved pieces, or the same empty state as the cart (spec §2 Wishlist drawer). */
export function WishlistPanel({ loggedIn, onNavigate }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetWishlistQuery(undefined, { skip: !loggedIn });
  const items = loggedIn ? (data?.wishlist ?? []) : [];

  if (isLoading) return <DrawerLoading />;
  if (items.length === 0) return <DrawerEmpty onNavigate={onNavigate} />;
  return (
    <DrawerBody>
      <LineList>
        {items.map((item) => (
          <LineItem
            key={item._id}
            image={item.image[0]}
            name={item.name}
            meta={t('wishlist.inStock', { stock: formatStockBadge(item.stock) })}
            price={item.prices_formatted.price}
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
