import { describe, expect, it } from 'vitest';
import {
  avifSrcSet,
  derivedWidths,
  emailPicture,
  pictureSrcSet,
  smallPicture,
} from './pictures.ts';

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

describe('pictures the media pipeline derived', () => {
  const hash = '0123456789abcdef0123';

  it('offers every width below the largest, in WebP and in AVIF', () => {
    const url = `/media/p/${hash}.1200w.webp`;
    expect(pictureSrcSet(url)).toBe(
      `/media/p/${hash}.400w.webp 400w, /media/p/${hash}.800w.webp 800w, /media/p/${hash}.1200w.webp 1200w`,
    );
    expect(avifSrcSet(url)).toBe(
      `/media/p/${hash}.400w.avif 400w, /media/p/${hash}.800w.avif 800w, /media/p/${hash}.1200w.avif 1200w`,
    );
    expect(smallPicture(url)).toBe(`/media/p/${hash}.400w.webp`);
  });

  it("keeps a width that is not one of the shop's as the largest", () => {
    expect(derivedWidths(1000)).toEqual([400, 800, 1000]);
    expect(derivedWidths(300)).toEqual([300]);
    expect(avifSrcSet(`/media/p/${hash}.300w.webp`)).toBe(`/media/p/${hash}.300w.avif 300w`);
  });

  it('gives e-mails the JPEG version, and any other picture as it is', () => {
    expect(emailPicture(`/media/p/${hash}.1600w.webp`)).toBe(`/media/p/${hash}.400w.jpg`);
    expect(emailPicture(`/media/p/${hash}.300w.webp`)).toBe(`/media/p/${hash}.300w.jpg`);
    expect(emailPicture('/media/products/ring-1.800w.webp')).toBe(
      '/media/products/ring-1.800w.webp',
    );
    expect(avifSrcSet('/media/products/ring-1.800w.webp')).toBeUndefined();
  });
});
