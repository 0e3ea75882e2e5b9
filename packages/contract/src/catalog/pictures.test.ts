import { describe, expect, it } from 'vitest';
import { pictureSrcSet, smallPicture } from './pictures.ts';

describe('pictures with a smaller copy (decision 0049 §9)', () => {
  it('gives a picture named with its width the 400-pixel copy beside it', () => {
    expect(smallPicture('/media/products/ring-1.800w.webp')).toBe(
      '/media/products/ring-1.400w.webp',
    );
    expect(pictureSrcSet('/media/products/ring-1.800w.webp')).toBe(
      '/media/products/ring-1.400w.webp 400w, /media/products/ring-1.800w.webp 800w',
    );
    expect(pictureSrcSet('https://cdn.example.com/a.1600w.JPG')).toBe(
      'https://cdn.example.com/a.400w.JPG 400w, https://cdn.example.com/a.1600w.JPG 1600w',
    );
  });

  it('shows any other picture as it is: no width in its name, the small copy itself, a query', () => {
    for (const url of [
      '/media/products/ring-1.webp',
      '/media/products/ring-1.400w.webp',
      '/media/products/ring-1.300w.webp',
      '/media/products/ring-1.800w.webp?v=2',
      '/media/banners/hero.svg',
      '/media/products/ring-800w.webp',
    ]) {
      expect(smallPicture(url), url).toBeUndefined();
      expect(pictureSrcSet(url), url).toBeUndefined();
    }
  });
});
