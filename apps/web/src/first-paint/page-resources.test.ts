import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_FACES_META_NAME, facesToLoad } from './fonts.ts';
import { pageResourcesLoaded } from './page-resources.ts';

// The faces as the build writes them into the stylesheet (minified, decision 0049 §8).
const CSS =
  '@font-face{font-family:Cormorant Garamond Variable;font-style:normal;font-display:swap;' +
  'font-weight:500;src:url(/assets/cormorant-garamond-500-a1b2c3d4.woff2)format("woff2")}' +
  '@font-face{font-family:Cormorant Garamond Variable;font-style:normal;font-display:swap;' +
  'font-weight:300;src:url(/assets/cormorant-garamond-300-b2c3d4e5.woff2)format("woff2")}' +
  '@font-face{font-family:"Manrope Variable";font-style:normal;font-weight:200 800;' +
  'src:url(/assets/manrope-c3d4e5f6.woff2)format("woff2-variations");unicode-range:U+0000-00FF,U+0131}' +
  '@font-face{font-family:Manrope Variable;font-style:normal;font-weight:200 800;' +
  'src:url(data:font/woff2;base64,AAAA)format("woff2-variations");unicode-range:U+20B9}' +
  '@font-face{font-family:Manrope Fallback;src:local(Arial),local(Liberation Sans)}' +
  '.name{color:red}';

describe('facesToLoad', () => {
  it('lists the faces of the preloaded and inlined fonts, each with a character it covers', () => {
    const preloaded = (url: string) => !url.includes('-300-');
    expect(facesToLoad(CSS, preloaded)).toEqual([
      ['normal 500 1em "Cormorant Garamond Variable"', ' '],
      ['normal 200 1em "Manrope Variable"', ' '],
      ['normal 200 1em "Manrope Variable"', '\u20B9'],
    ]);
  });

  it('reads the stylesheet as written too, spaced and quoted (the development server’s)', () => {
    const css = `@font-face {\n  font-family: 'Manrope Variable';\n  font-weight: 200 800;\n  src: url('./fonts/manrope.woff2') format('woff2');\n}`;
    expect(facesToLoad(css, () => true)).toEqual([['normal 200 1em "Manrope Variable"', ' ']]);
  });
});

describe('pageResourcesLoaded', () => {
  const load = vi.fn((_font: string, _text?: string) => Promise.resolve([] as FontFace[]));

  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = FONT_FACES_META_NAME;
    meta.content = JSON.stringify(facesToLoad(CSS, () => true));
    document.head.append(meta);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  });

  afterEach(() => {
    document.head.replaceChildren();
    load.mockClear();
  });

  it('loads the faces the build listed before the app lays its text out', async () => {
    await pageResourcesLoaded();
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      'normal 500 1em "Cormorant Garamond Variable"',
      'normal 300 1em "Cormorant Garamond Variable"',
      'normal 200 1em "Manrope Variable"',
      'normal 200 1em "Manrope Variable"',
    ]);
  });

  it('still lets the app start when a face cannot be loaded or the list cannot be read', async () => {
    load.mockImplementation(() => Promise.reject(new Error('bad font')));
    await expect(pageResourcesLoaded()).resolves.toBeDefined();
    document.head.querySelector('meta')?.setAttribute('content', '[not json');
    await expect(pageResourcesLoaded()).resolves.toBeUndefined();
  });
});
