import type { MediaAsset } from '@aurelle/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answerVariants,
  group,
  metal,
  product,
  RING_ID,
  RINGS,
} from '../../testing/catalog-fixtures.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, server } from '../../testing/server.ts';
import { texts } from './texts.ts';

const photo = (id: string, position: number): MediaAsset => ({
  id,
  kind: 'image',
  status: 'ready',
  position,
  url: `/media/${id}.webp`,
  previewUrl: `/media/${id}-small.webp`,
  placeholder: null,
  width: 1200,
  height: 1200,
  alt: { en: `Ring, view ${position + 1}`, fr: '' },
  byteSize: 120_000,
  error: null,
});

describe("a product's photo list", () => {
  // axe's label-content-name-mismatch needs a canvas, which jsdom lacks: the e2e runs it.
  it('names each move button with words that contain its visible label', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('listGroups', () => HttpResponse.json({ items: [group(RINGS, 'Rings')] })),
      answer('listAttributes', () => HttpResponse.json({ items: [metal] })),
      answerVariants(),
      answer('getProduct', () => HttpResponse.json(product())),
      answer('productMedia', () =>
        HttpResponse.json({
          productId: RING_ID,
          items: [photo('a', 0), photo('b', 1), photo('c', 2)],
        }),
      ),
    );
    renderApp(`/products/${RING_ID}`);
    const list = await screen.findByRole('list', { name: texts.media.list }, { timeout: 5000 });
    const buttons = await within(list).findAllByRole('button', { name: /^Move (up|down)/ });
    expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      const visible = (button.textContent ?? '').replace(/[↑↓]/g, '').trim();
      expect(visible).toMatch(/^Move (up|down)$/);
      expect(button).toHaveAccessibleName(expect.stringContaining(visible));
    }
  });
});
