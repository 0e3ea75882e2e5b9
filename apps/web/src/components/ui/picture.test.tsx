import { GRID_PICTURE_SIZES } from '@aurelle/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture.tsx';

const hash = '0123456789abcdef0123';

describe('Picture', () => {
  it('offers a derived picture as AVIF first, then WebP, with sizes, width and height', () => {
    const { container } = render(
      <Picture
        src={`/media/p/${hash}.1200w.webp`}
        sizes={GRID_PICTURE_SIZES}
        alt=""
        width={400}
        height={500}
      />,
    );
    const picture = container.querySelector('picture');
    expect(picture?.firstElementChild?.tagName).toBe('SOURCE');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      `/media/p/${hash}.400w.avif 400w, /media/p/${hash}.800w.avif 800w, /media/p/${hash}.1200w.avif 1200w`,
    );
    expect(source?.getAttribute('sizes')).toBe(GRID_PICTURE_SIZES);
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`/media/p/${hash}.1200w.webp`);
    expect(img?.getAttribute('srcset')).toContain(`/media/p/${hash}.400w.webp 400w`);
    expect(img?.getAttribute('sizes')).toBe(GRID_PICTURE_SIZES);
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('500');
  });

  it('shows any other picture as a plain image', () => {
    const { container } = render(
      <Picture src="/media/banners/hero.svg" sizes="100vw" alt="Hero" width={800} height={1000} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBeNull();
    expect(img?.getAttribute('sizes')).toBeNull();
    expect(img?.getAttribute('alt')).toBe('Hero');
  });
});
