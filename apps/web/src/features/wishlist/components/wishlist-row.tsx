import type { WishlistItem } from '@aurelle/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TrashIcon } from '../../../components/ui/line-icons.tsx';
import { StockNote } from '../../../components/ui/stock-note.tsx';
import { formatStockBadge } from '../../../utils/format-badge.ts';
import { variantText } from '../../../utils/variant-text.ts';
import { useRemoveFromWishlistMutation } from '../api/wishlist-api.ts';
import styles from './wishlist-panel.module.css';

export type AddToCart = (item: WishlistItem) => Promise<void>;

type Props = { item: WishlistItem; onAddToCart: AddToCart; onNavigate: () => void };

/** Spec §9: the count up to 99, '99+' above, read like the product page's badge. */
function WishlistStock({ stock }: { stock: number }) {
  const { t } = useTranslation();
  return (
    <StockNote soldOut={stock <= 0} as="p">
      {stock <= 0
        ? t('wishlist.outOfStock')
        : t('wishlist.stock', { stock: formatStockBadge(stock), count: stock })}
    </StockNote>
  );
}

/** One saved product: picture, name, its saved options, stock, price, View Details, Add to cart, remove (spec §2). */
export function WishlistRow({ item, onAddToCart, onNavigate }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const [adding, setAdding] = useState(false);
  const remove = useRemoveFromWishlistMutation();
  const busy = adding || remove.isPending;
  const fail = (error: unknown) => notify('error', errorMessage(error, t('messages.failed')));

  const addToCart = async () => {
    // Spec §8: a sold-out product is refused here, before any call.
    if (item.stock <= 0) return notify('error', t('messages.outOfStock'));
    setAdding(true);
    try {
      await onAddToCart(item);
      notify('success', t('messages.added'));
    } catch (error) {
      fail(error);
    } finally {
      setAdding(false);
    }
  };

  const removeItem = async () => {
    try {
      await remove.mutateAsync({ product_id: item._id });
      notify('success', t('messages.wishlistRemoved'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <li className={styles.item}>
      <img
        className={styles.thumb}
        src={item.image[0] ?? '/placeholder-product.svg'}
        alt=""
        width={88}
        height={110}
        loading="lazy"
      />
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={nameId} className={styles.name}>
            {item.name}
          </h3>
          <button
            type="button"
            className={styles.remove}
            onClick={() => void removeItem()}
            disabled={busy}
            aria-label={t('wishlist.remove', { name: item.name })}
          >
            <TrashIcon size={18} />
          </button>
        </div>
        {item.variant.length > 0 ? <p className={styles.variant}>{variantText(item, t)}</p> : null}
        {/* The saved combination's stock: what "Add to cart" adds. */}
        <WishlistStock stock={item.stock} />
        <p className={styles.price}>{item.prices_formatted.price}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.add}
            onClick={() => void addToCart()}
            disabled={busy}
            aria-describedby={nameId}
          >
            {t('wishlist.addToCart')}
          </Button>
          <Link
            className={styles.details}
            to={paths.product(item.slug ?? item._id)}
            onClick={onNavigate}
            aria-describedby={nameId}
          >
            {t('wishlist.viewDetails')}
          </Link>
        </div>
      </div>
    </li>
  );
}
