/**
 * Where the cart calls live, apart from their schemas (cart.endpoints.ts): the header's cart count
 * is in the page's first JavaScript and needs the path, not the schemas and their texts.
 */
export const cartPaths = { cart: '/customer/cart' } as const;
