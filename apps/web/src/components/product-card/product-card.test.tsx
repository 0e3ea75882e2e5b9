import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductCard, type ProductCardItem } from './product-card.tsx';

const card = (image: string[]): ProductCardItem => ({
  _id: 'p1',
  slug: 'lumiere-solitaire-ring',
  name: 'Lumière Solitaire Ring',
  image,
  prices_formatted: { price: '₹3,85,000.00', originalPrice: null },
});

const pictures = () => screen.getByRole('article').querySelectorAll<HTMLImageElement>('img');

describe('ProductCard pictures (decision 0049 §9)', () => {
  it('offers the 400-pixel copy of a picture that has one, for a column’s width', () => {
    renderWithProviders(
      <ProductCard
        product={card(['/media/products/ring-1.800w.webp', '/media/products/ring-2.800w.webp'])}
      />,
    );
    const [face, hover] = pictures();
    expect(face).toHaveAttribute(
      'srcset',
      '/media/products/ring-1.400w.webp 400w, /media/products/ring-1.800w.webp 800w',
    );
    expect(face).toHaveAttribute('sizes', '(min-width:1100px) 25vw,(min-width:768px) 33vw,50vw');
    expect(hover).toHaveAttribute(
      'srcset',
      '/media/products/ring-2.400w.webp 400w, /media/products/ring-2.800w.webp 800w',
    );
  });

  it('shows any other picture as it is, and a slide’s width when told', () => {
    renderWithProviders(
      <ProductCard
        product={card(['https://cdn.example.com/ring.jpg', '/media/products/ring-2.800w.webp'])}
        sizes="63vw"
      />,
    );
    const [face, hover] = pictures();
    expect(face).toHaveAttribute('src', 'https://cdn.example.com/ring.jpg');
    expect(face).not.toHaveAttribute('srcset');
    expect(face).not.toHaveAttribute('sizes');
    expect(hover).toHaveAttribute('sizes', '63vw');
  });
});
