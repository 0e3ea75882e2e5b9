import { useSyncExternalStore } from 'react';

/**
 * What the customer chose in the cart drawer's checkout step: the delivery address and the coupon.
 * Kept while the drawer closes and opens again (the drawer's body unmounts), cleared after a cash
 * order (spec §4). A module-level store: it loads with the drawer.
 */
export type CheckoutChoice = {
  /** The chosen address; undefined until the customer chooses (the first saved one is), null unselected. */
  addressId: string | null | undefined;
  couponCode: string | null;
};

const EMPTY: CheckoutChoice = { addressId: undefined, couponCode: null };
let choice = EMPTY;
const listeners = new Set<() => void>();

export function setCheckoutChoice(change: Partial<CheckoutChoice>) {
  choice = { ...choice, ...change };
  for (const listener of listeners) listener();
}

export function clearCheckoutChoice() {
  setCheckoutChoice(EMPTY);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCheckoutChoice(): CheckoutChoice {
  return useSyncExternalStore(subscribe, () => choice);
}
