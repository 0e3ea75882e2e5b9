import { describe, expect, it } from 'vitest';
import { headingTexts } from './heading-texts.ts';

describe('headingTexts', () => {
  it('reads each anchored heading’s words as plain text', () => {
    expect(
      headingTexts(
        '<h2 id="shipping-policy">Shipping &amp; <em>delivery</em></h2><p>x</p><h2>No id</h2>' +
          '<h3 id="privacy-policy">Your data</h3><h2 id="empty"></h2>',
      ),
    ).toEqual({ 'shipping-policy': 'Shipping & delivery', 'privacy-policy': 'Your data' });
  });
});
