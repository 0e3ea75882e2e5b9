import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';

describe('matchRoute: the screen a page’s path shows (spec §2)', () => {
  it.each([
    ['/', 'home', {}],
    ['/shop', 'shop', {}],
    ['/shop/', 'shop', {}],
    ['/shop/opus', 'shop', { category: 'opus' }],
    ['/shop/bagues%20fines', 'shop', { category: 'bagues fines' }],
    ['/product/solitaire-ring', 'product', { slug: 'solitaire-ring' }],
    ['/search/ring', 'search', { searchText: 'ring' }],
    ['/blog', 'blog', {}],
    ['/aurelle-labs', 'labs', {}],
    ['/orders', 'profile-orders', {}],
    ['/product/a/b', 'not-found', {}],
    ['/no/such/page', 'not-found', {}],
  ])('%s shows %s', (path, screen, params) => {
    expect(matchRoute(path, 'aurelle')).toEqual({ screen, params });
  });

  it('names the labs page after the brand', () => {
    expect(matchRoute('/maison-labs', 'maison').screen).toBe('labs');
    expect(matchRoute('/aurelle-labs', 'maison').screen).toBe('not-found');
  });
});
