import { describe, expect, it } from 'vitest';
import { criticalCss, namesIn, parseStylesheet } from './critical-css.ts';

const cut = (css: string, markup: string) => criticalCss(parseStylesheet(css), namesIn(markup));

describe('criticalCss', () => {
  const markup = '<div id="first-paint" class="first-paint  hero"><p class="name">Ring</p></div>';

  it('keeps rules whose classes and ids the markup has, and rules that name none', () => {
    expect(
      cut(
        'html{margin:0}.name{font:1rem serif}.price{color:red}#first-paint .hero{inset:0}',
        markup,
      ),
    ).toBe('html{margin:0}.name{font:1rem serif}#first-paint .hero{inset:0}');
  });

  it('keeps a selector list when one of its selectors may match', () => {
    expect(cut('.price,.name{color:red}.price,.was{color:blue}', markup)).toBe(
      '.price,.name{color:red}',
    );
  });

  it('filters inside @media and @supports, and drops a group left empty', () => {
    expect(
      cut(
        '@media (min-width:48em){@supports (display:grid){.hero{display:grid}.grid{gap:1rem}}}' +
          '@media print{.grid{display:none}}',
        markup,
      ),
    ).toBe('@media (min-width:48em){@supports (display:grid){.hero{display:grid}}}');
  });

  it('keeps @font-face and @keyframes whole, and reads comments and strings as such', () => {
    const css =
      '/* .name { */@font-face{font-family:"x}";src:url(x.woff2)}' +
      '@keyframes fade{from{opacity:0}to{opacity:1}}.gone{content:"{"}';
    expect(cut(css, markup)).toBe(
      '@font-face{font-family:"x}";src:url(x.woff2)}@keyframes fade{from{opacity:0}to{opacity:1}}',
    );
  });
});
