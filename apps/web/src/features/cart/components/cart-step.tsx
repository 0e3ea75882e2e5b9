import type { CartLine, CartResponse } from '@aurelle/contract';
import { CART_MAX_QUANTITY } from '@aurelle/contract';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DrawerBody, DrawerFooter } from '../../../components/ui/drawer.tsx';
import { PlusIcon } from '../../../components/ui/screen-icons.tsx';
import { MinusIcon, TrashIcon } from '../../../components/ui/line-icons.tsx';
import { useAddToCartMutation, useRemoveFromCartMutation } from '../api/cart-api.ts';
import { variantText } from '../../../utils/variant-text.ts';
import { LineThumb } from './line-parts.tsx';
import { TotalRow } from './totals.tsx';
import styles from './checkout.module.css';

type Props = { cart: CartResponse; onCheckout: () => void };

const choices = (line: CartLine) => line.variant.map(({ optionValue }) => ({ optionValue }));

/** One line: picture, name, variant, price, quantity steppers and remove (spec §2, §7). */
function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const add = useAddToCartMutation();
  const remove = useRemoveFromCartMutation();
  const busy = add.isPending || remove.isPending;
  const soldOut = line.stock <= 0;
  const fail = (error: unknown) => notify('error', errorMessage(error, t('messages.failed')));

  // Spec §7: `decrement` is true when the quantity is above 1 and the remove icon was not used;
  // so the minus at 1, like the remove icon, takes the whole line.
  const lower = async (wholeLine: boolean) => {
    const decrement = !wholeLine && line.quantity > 1;
    try {
      await remove.mutateAsync({ product_id: line.product_id, variant: choices(line), decrement });
      if (!decrement) notify('success', t('messages.removed', { product: line.name }));
    } catch (error) {
      fail(error);
    }
  };
  const raise = () =>
    void add
      .mutateAsync({
        products: [{ product_id: line.product_id, quantity: 1, variant: choices(line) }],
      })
      .catch(fail);
  const most = Math.min(line.stock, CART_MAX_QUANTITY);

  return (
    <li className={styles.line} data-testid="cart-line" data-sold-out={soldOut || undefined}>
      <LineThumb line={line} />
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{line.name}</p>
        {line.variant.length > 0 ? <p className={styles.lineMeta}>{variantText(line, t)}</p> : null}
        {soldOut ? (
          <p className={styles.soldOut}>{t('cart.outOfStock')}</p>
        ) : (
          <p className={styles.linePrice}>{line.prices_formatted.price}</p>
        )}
        <div className={styles.lineActions}>
          <div
            className={styles.stepper}
            role="group"
            aria-label={t('cart.quantityOf', { name: line.name })}
          >
            <button
              type="button"
              className={styles.lineButton}
              onClick={() => void lower(false)}
              disabled={busy}
              aria-label={t('cart.decrease', { name: line.name })}
            >
              <MinusIcon size={16} />
            </button>
            <output aria-live="polite" data-testid="line-quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              className={styles.lineButton}
              onClick={raise}
              disabled={busy || soldOut || line.quantity >= most}
              aria-label={t('cart.increase', { name: line.name })}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            onClick={() => void lower(true)}
            disabled={busy}
            aria-label={t('cart.remove', { name: line.name })}
          >
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
    </li>
  );
}

/** The cart drawer's first step: lines, the total and Checkout (spec §2). */
export function CartStep({ cart, onCheckout }: Props) {
  const { t } = useTranslation();
  const soldOut = cart.cart.some((line) => line.stock <= 0);
  return (
    <>
      <DrawerBody>
        <ul className={styles.lines}>
          {cart.cart.map((line) => (
            <CartLineRow key={line._id} line={line} />
          ))}
        </ul>
      </DrawerBody>
      <DrawerFooter>
        <div className={styles.totals}>
          {cart.shipping !== 0 ? (
            // A shipping charge is shown with the total it makes; free shipping adds no line.
            <>
              <TotalRow
                label={t('cart.shipping')}
                value={cart.shippingFormatted}
                testId="shipping"
              />
              <TotalRow label={t('cart.total')} value={cart.finalTotalFormatted} strong />
            </>
          ) : (
            <TotalRow label={t('cart.total')} value={cart.totalCartPriceFormatted} strong />
          )}
          <p className={styles.gst}>{t('cart.inclGst')}</p>
        </div>
        {soldOut ? <p className={styles.note}>{t('cart.outOfStockNote')}</p> : null}
        <Button block onClick={onCheckout} disabled={soldOut}>
          {t('cart.checkout')}
        </Button>
      </DrawerFooter>
    </>
  );
}
