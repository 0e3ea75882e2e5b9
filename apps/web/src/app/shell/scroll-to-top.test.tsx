import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockReset();
  scrollIntoView.mockReset();
});

const page = (
  <>
    <ScrollToTop />
    <h2 id="care">Care</h2>
  </>
);

describe('ScrollToTop', () => {
  it('leaves the page the shop opens on where the browser put it', () => {
    renderWithProviders(page, { path: '/shop' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('goes back to the top on the next path', async () => {
    const { router } = renderWithProviders(page, { path: '/shop' });
    await router.navigate('/shop/opus');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes to the anchor a URL names, the first page too', async () => {
    const { router } = renderWithProviders(page, { path: '/jewellery-care#care' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await router.navigate('/shop#care');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
