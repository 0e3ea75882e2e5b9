import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';

/** Every panel of the shell; one union, so only one is open at a time (spec §2 Shell). */
export type Panel = 'cart' | 'wishlist' | 'auth' | 'search' | 'filter' | 'sidebar';
/** Spec §2 Auth drawer: signup is the default tab. */
export type AuthTab = 'login' | 'signup' | 'address' | 'success';
export const DEFAULT_AUTH_TAB: AuthTab = 'signup';
/** Spec §2 Cart drawer: three steps, the cart first; the back arrow goes one step back. */
export const CART_STEPS = ['cart', 'checkout', 'payment'] as const;
export type CartStep = (typeof CART_STEPS)[number];

export type PanelState = { open: Panel | null; authTab: AuthTab; cartStep: CartStep };

const initialState: PanelState = { open: null, authTab: DEFAULT_AUTH_TAB, cartStep: 'cart' };

export const panelSlice = createSlice({
  name: 'panel',
  initialState,
  reducers: {
    openPanel(state, action: PayloadAction<Panel>) {
      state.open = action.payload;
    },
    openAuth(state, action: PayloadAction<AuthTab | undefined>) {
      state.open = 'auth';
      state.authTab = action.payload ?? DEFAULT_AUTH_TAB;
    },
    setAuthTab(state, action: PayloadAction<AuthTab>) {
      state.authTab = action.payload;
    },
    /** The cart drawer's step; set before opening it, buy now starts at checkout (spec §4). */
    setCartStep(state, action: PayloadAction<CartStep>) {
      state.cartStep = action.payload;
    },
    /** Spec §4: closing returns the cart drawer to its first step. */
    closePanel(state) {
      state.open = null;
      state.authTab = DEFAULT_AUTH_TAB;
      state.cartStep = 'cart';
    },
  },
});

export const { openPanel, openAuth, setAuthTab, setCartStep, closePanel } = panelSlice.actions;

type WithPanel = { panel: PanelState };
export const selectOpenPanel = (state: WithPanel) => state.panel.open;
export const selectAuthTab = (state: WithPanel) => state.panel.authTab;
export const selectCartStep = (state: WithPanel) => state.panel.cartStep;

/** The open panel and the two actions most callers need. */
export function usePanel() {
  const open = useSelector(selectOpenPanel);
  const dispatch = useDispatch();
  const show = useCallback((panel: Panel) => dispatch(openPanel(panel)), [dispatch]);
  const close = useCallback(() => dispatch(closePanel()), [dispatch]);
  return { open, show, close };
}
