import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One chosen option value, as a cart line's `variant[]` carries it (spec §3). */
export type SelectedOption = { code: string; optionValue: string };

/**
 * Spec §3 buy-now carrier: the product, its selected options, the quantity (default '1') and the
 * buy-now flag. Kept while a logged-out shopper logs in; the login flow completes it (spec §4).
 */
export type BuyNowCarrier = {
  product: { _id: string; slug: string | null; name: string; image: string[]; stock: number };
  options: SelectedOption[];
  quantity: string;
  buyNow: boolean;
};

export type BuyNowState = { pending: BuyNowCarrier | null };

export const buyNowSlice = createSlice({
  name: 'buyNow',
  initialState: { pending: null } as BuyNowState,
  reducers: {
    setPendingPurchase(state, action: PayloadAction<BuyNowCarrier>) {
      state.pending = action.payload;
    },
    clearPendingPurchase(state) {
      state.pending = null;
    },
  },
});

export const { setPendingPurchase, clearPendingPurchase } = buyNowSlice.actions;
export const selectPendingPurchase = (state: { buyNow: BuyNowState }) => state.buyNow.pending;
