import {
  FIRST_PAINT_LIST_CARDS,
  type ProductListResponse,
  type ProductSummary,
} from '@aurelle/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/mocks/data.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ProductResults } from './product-results.tsx';

const page = (products: ProductSummary[]): ProductListResponse => ({
  products,
  total: 20,
  page: 1,
  limit: 10,
  totalPages: 2,
});
const first = page(Array.from({ length: 10 }, (_, index) => product(`a${index}`)));
const second = page(Array.from({ length: 10 }, (_, index) => product(`b${index}`)));

/** A card's action that notes how many cards the page holds when it is first committed. */
function CardsAtCommit({ seen }: { seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelectorAll('article').length);
  }, [seen]);
  return null;
}

/** The results of the first page, then of the second when "Next" is pressed. */
function Pages({ seen }: { seen: number[] }) {
  const [data, setData] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setData(second)}>
        Next
      </button>
      <ProductResults
        data={data}
        isError={false}
        isFetching={false}
        onRetry={() => undefined}
        empty={null}
        renderAction={() => <CardsAtCommit seen={seen} />}
      />
    </>
  );
}

describe('ProductResults', () => {
  it('draws the cards the first paint shows in its first commit, and the rest right after', async () => {
    const seen: number[] = [];
    renderWithProviders(<Pages seen={seen} />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    // The first four cards' actions mounted with four cards on the page, the other six's with ten.
    expect(seen).toEqual([
      ...Array<number>(FIRST_PAINT_LIST_CARDS).fill(FIRST_PAINT_LIST_CARDS),
      ...Array<number>(10 - FIRST_PAINT_LIST_CARDS).fill(10),
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      first.products.map((p) => p.name),
    );
  });

  it('draws a later page whole, in one commit', async () => {
    const seen: number[] = [];
    renderWithProviders(<Pages seen={seen} />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    seen.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: second.products[9]?.name })).toBeVisible();
    expect(seen).toEqual(Array<number>(10).fill(10));
  });
});
