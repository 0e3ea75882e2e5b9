import type { CartResponse, Coupon } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DrawerBody, DrawerFooter } from '../../../components/ui/drawer.tsx';
import { useCoupon } from '../hooks/use-coupon.ts';
import { ItemSummaries, Totals } from './totals.tsx';
import styles from './checkout.module.css';

type Props = {
  cart: CartResponse;
  couponCode: string | null;
  /** 'Delivering to *': the address choice, composed by the app. */
  address: ReactNode;
  /** The coupons (composed by the app): the chosen one, the one being checked, a toggle. */
  renderCoupons: (coupons: CouponChoice) => ReactNode;
  addressChosen: boolean;
  onProceed: () => void;
};

/**
 * The cart drawer's checkout step (spec §2): the delivery address, the coupons, the item summaries
 * with their expected delivery, the totals, and 'Proceed to Payment' once an address is chosen.
 */
export type CouponChoice = {
  selected: string | null;
  checking: string | null;
  onToggle: (coupon: Coupon) => void;
};

export function CheckoutStep({
  cart,
  couponCode,
  address,
  renderCoupons,
  addressChosen,
  onProceed,
}: Props) {
  const { t } = useTranslation();
  const { toggle, checking } = useCoupon(cart, couponCode);
  return (
    <>
      <DrawerBody>
        <div className={styles.sections}>
          {address}
          {renderCoupons({ selected: couponCode, checking, onToggle: toggle })}
          <section aria-label={t('cart.items')}>
            <h3 className={styles.sectionTitle}>{t('cart.items')}</h3>
            <ItemSummaries lines={cart.cart} />
          </section>
        </div>
      </DrawerBody>
      <DrawerFooter>
        <Totals cart={cart} />
        {addressChosen ? null : <p className={styles.note}>{t('cart.chooseAddress')}</p>}
        <Button block disabled={!addressChosen} onClick={onProceed}>
          {t('cart.proceed')}
        </Button>
      </DrawerFooter>
    </>
  );
}
