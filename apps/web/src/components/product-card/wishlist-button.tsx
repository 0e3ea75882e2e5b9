import { useTranslation } from '../../lib/use-translation.ts';
import { HeartIcon } from '../ui/icons.tsx';
import styles from './wishlist-button.module.css';

type Props = { saved: boolean; onToggle: () => void; busy?: boolean; label?: string };

/** The wishlist heart over a card's image, or beside the product's actions. */
export function WishlistButton({ saved, onToggle, busy = false, label }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={saved}
      aria-label={`${t(saved ? 'product.wishlistRemove' : 'product.wishlistAdd')}${label ? `: ${label}` : ''}`}
      disabled={busy}
      onClick={onToggle}
    >
      <HeartIcon size={18} />
    </button>
  );
}
