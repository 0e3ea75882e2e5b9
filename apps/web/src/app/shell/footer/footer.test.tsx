import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerDisclosures } from '../../../testing/mocks/data.ts';
import { answerSellerDisclosures } from '../../../testing/mocks/seller.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import {
  FakeObserver,
  fakeIntersectionObserverInEachTest,
} from '../../../testing/fake-intersection-observer.ts';
import { Footer } from './footer.tsx';

fakeIntersectionObserverInEachTest();

describe('Footer (spec §2 Footer)', () => {
  it('builds its links only once the visitor scrolls within 600px of it', async () => {
    const ref = { current: null as HTMLElement | null };
    renderWithProviders(<Footer ref={ref} />);
    const footer = document.querySelector('footer');
    // The header watches this element from the start (header/use-header-visibility.ts).
    expect(ref.current).toBe(footer);
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).toBeNull();
    const observer = FakeObserver.all.find((one) => one.elements.includes(footer as Element));
    expect(observer?.options?.rootMargin).toBe('600px');

    act(() => observer?.reach());
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/policies#privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Français' })).toBeInTheDocument();
    // Built once, it stays: the observer is let go, and the header still has the element.
    expect(observer?.elements).toEqual([]);
    expect(ref.current).toBe(footer);
  });

  it("asks for the seller's disclosures only then, and shows them last", async () => {
    const requests = answerSellerDisclosures(sellerDisclosures);
    renderWithProviders(<Footer />);
    const footer = document.querySelector('footer');
    const observer = FakeObserver.all.find((one) => one.elements.includes(footer as Element));
    expect(requests.count).toBe(0);

    act(() => observer?.reach());
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(requests.count).toBe(1);
    expect(seller).toHaveTextContent('GSTIN 29AAGCA1234F1Z0');
    // Below the copyright: its arrival moves nothing above it.
    expect(screen.getByText(/All rights reserved/).compareDocumentPosition(seller)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
