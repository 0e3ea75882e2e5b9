import { messages } from '@aurelle/contract';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import fr from '../../public/locales/fr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => keys(v, `${prefix}${i}.`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('locale files', () => {
  it('French has exactly the keys of English', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('no text is empty or left as a placeholder', () => {
    for (const text of [...strings(en), ...strings(fr)]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    }
  });

  it('English keeps the spec texts verbatim', () => {
    expect(en.cookie.text).toBe(messages.cookie.text);
    expect(en.cart.empty).toBe(messages.cart.empty);
    // The app's first screens show these from the locale files only (the contract's message table
    // stays out of home's initial JavaScript), so the English file must carry the spec's words.
    expect(en.messages.outOfStock).toBe(messages.cart.outOfStock);
    expect(en.messages.added).toBe(messages.cart.added);
    expect(en.messages.cartLogin).toBe(messages.cart.loginRequired);
    expect(en.messages.wishlistLogin).toBe(messages.wishlist.loginRequiredAdd);
    expect(en.search.required).toBe(messages.search.required);
    expect(en.auth.success.title).toBe(messages.auth.successTitle);
    expect(en.auth.success.text).toBe(messages.auth.successText);
    expect(en.auth.success.explore).toBe(messages.auth.explore.replace('{brand}', '{{brand}}'));
    expect(en.header.signUp).toBe('Sign Up');
    expect(en.messages.removed).toBe(messages.cart.removed.replace('{product}', '{{product}}'));
    expect(en.checkout.placed).toBe(messages.order.placed);
    expect(en.checkout.verifyFailed).toBe(messages.payment.verifyFailed);
    expect(en.cart.checkout).toBe('Checkout');
    expect(en.cart.proceed).toBe('Proceed to Payment');
    expect(en.cart.cartTotal).toBe('Cart Total');
    expect(en.cart.savings).toBe('Coupon savings');
    expect(en.cart.orderTotal).toBe('Order Total');
    expect(`${en.checkout.accept} ${en.checkout.terms}`).toBe('Accept Terms & Conditions');
    expect(en.checkout.placeOrder).toBe('Place Order');
    expect(en.checkout.deliveringTo).toBe('Delivering to');
    expect(en.search.noResults).toBe(
      'Could not find results for “{{text}}”, explore other products?',
    );
  });

  it('names the brand through {{brand}}, never literally', () => {
    for (const text of [...strings(en), ...strings(fr)]) expect(text).not.toMatch(/Aurelle/);
  });
});
