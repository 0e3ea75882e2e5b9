import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ProductGallery } from './product-gallery.tsx';

const entry = (file_url: string) => ({ file_url, type: 'image' as const });

describe('ProductGallery (spec §3 media order and kinds)', () => {
  it('shows the first image, then the videos, then the other images, whatever the API says', () => {
    const { container } = renderWithProviders(
      <ProductGallery
        name="Solitaire"
        fallback={[]}
        media={[
          entry('/m/turn.mp4'),
          entry('/m/front.jpg'),
          entry('https://vimeo.com/76979871'),
          entry('/m/side.PNG?v=2'),
          entry('/m/spec.pdf'),
        ]}
      />,
    );
    const slides = [...container.querySelectorAll('li[aria-hidden]')];
    expect(slides).toHaveLength(4);
    expect(slides[0]?.querySelector('img')).toHaveAttribute('src', '/m/front.jpg');
    expect(slides[1]?.querySelector('video')).toHaveAttribute('src', '/m/turn.mp4');
    // The Vimeo view is not the selected one, so @vimeo/player is not loaded yet.
    expect(slides[2]?.querySelector('iframe, video, img')).toBeNull();
    expect(slides[3]?.querySelector('img')).toHaveAttribute('src', '/m/side.PNG?v=2');
    expect(screen.getAllByRole('button', { name: /Show view/ })).toHaveLength(4);
  });

  it('loads the first image eagerly with high priority and the rest lazily, with sizes', () => {
    renderWithProviders(
      <ProductGallery name="Solitaire" media={[]} fallback={['/m/a.jpg', '/m/b.webp']} />,
    );
    const main = screen.getByRole('img', { name: 'Solitaire' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '800');
    const others = document.querySelectorAll('img[loading="lazy"]');
    expect(others.length).toBeGreaterThan(0);
  });
});
