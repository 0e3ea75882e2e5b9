import { memo, useEffect } from 'react';
import { inStore } from '../in-store.tsx';
import { useShopperActions } from './use-shopper-actions.ts';
import type { ShopperActions } from './visitor-actions.ts';

type Props = { onChange: (actions: ShopperActions) => void };

function Actions({ onChange }: Props) {
  const actions = useShopperActions();
  useEffect(() => onChange(actions));
  return null;
}

/**
 * A signed-in shopper's cart and wishlist actions on a product page (product.tsx loads them),
 * inside RTK Query's store, handed to the page each time their own state changes (memo: the
 * page's renders do not draw them again). They draw nothing, so the page's details stay mounted
 * as they arrive.
 */
export const SignedInProductActions = memo(inStore(Actions));
