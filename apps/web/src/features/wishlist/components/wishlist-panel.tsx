import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { DrawerEmpty, DrawerLoading } from '../../../components/ui/drawer-states.tsx';
import { useGetWishlistQuery } from '../api/wishlist-api.ts';
import { WishlistRow, type AddToCart } from './wishlist-row.tsx';
import styles from './wishlist-panel.module.css';

type Props = {
  loggedIn: boolean;
  onNavigate: () => void;
  /** Adds one unit in the saved options; rejects with the call's error (app/shell composes the cart). */
  onAddToCart: AddToCart;
};

/** Saved products, or the same empty state as the cart (spec §2 Wishlist drawer). */
export function WishlistPanel({ loggedIn, onNavigate, onAddToCart }: Props) {
  const { data, isLoading } = useGetWishlistQuery({ enabled: loggedIn });
  const items = loggedIn ? (data?.wishlist ?? []) : [];

  if (isLoading) return <DrawerLoading />;
  if (items.length === 0) return <DrawerEmpty onNavigate={onNavigate} />;
  return (
    <DrawerBody>
      <ul className={styles.list}>
        {items.map((item) => (
          <WishlistRow
            key={item._id}
            item={item}
            onAddToCart={onAddToCart}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </DrawerBody>
  );
}
