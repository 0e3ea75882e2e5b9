import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../constants.ts';

/**
 * The cart's texts in the message table (messages.ts), kept in a module of their own: the cart's
 * schemas are in the page's first JavaScript (the header's cart count), and an object literal is
 * taken whole, so importing the table there carried every other text with it.
 */
export const cartMessages = {
  loginRequired: 'Please login to add product in cart.',
  outOfStock: 'Sorry, this product is currently out of stock.',
  added: 'Added to cart successfully.',
  removed: '{product} removed from cart successfully.',
  empty: 'Nothing here yet. Take a look at our latest creations and make them yours.',
  // Ours, not the spec's: the server's refusals.
  onlyLeft: 'Only {n} left in stock',
  quantityInvalid: `Quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.`,
  full: `Your cart can hold up to ${CART_MAX_LINES} different pieces.`,
  optionUnknown: 'This option is not available for this product.',
} as const;
