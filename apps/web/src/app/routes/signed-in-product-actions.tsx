import { memo, useEffect } from 'react';
import { useCustomerActions } from './use-customer-actions.ts';
import type { ProductActions } from './visitor-actions.ts';

type Props = { onChange: (actions: ProductActions) => void };

function Actions({ onChange }: Props) {
  const actions = useCustomerActions();
  useEffect(() => onChange(actions));
  return null;
}

/**
 * A signed-in customer's cart and wishlist actions on a product page (product.tsx loads them),
 * handed to the page each time their own state changes (memo: the page's renders do not draw
 * them again). They draw nothing, so the page's details stay mounted as they arrive.
 */
export const SignedInProductActions = memo(Actions);
