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

  it('drops rules for elements the markup lacks, keeping the page’s own html and body', () => {
    expect(
      cut(
        'html,body{margin:0}button,input{font:inherit}p{margin:0}div>p.name{color:red}' +
          'table td{padding:0}.hero img,.name::before{content:""}svg{display:block}',
        markup,
      ),
    ).toBe(
      'html,body{margin:0}p{margin:0}div>p.name{color:red}.hero img,.name::before{content:""}',
    );
  });

  it('keeps a statement repeated word for word at its last place only', () => {
    expect(
      cut(
        '@media (min-width:1px){.name{gap:0}}.name{color:red}@media (min-width:1px){.name{gap:0}}',
        markup,
      ),
    ).toBe('.name{color:red}@media (min-width:1px){.name{gap:0}}');
  });

  it('keeps every font face, the inlined ones too: a page declares each face once, in its head', () => {
    const faces =
      '@font-face{font-family:A;src:url(/assets/a-400.woff2)}' +
      '@font-face{font-family:A;src:url(data:font/woff2;base64,AAAA)}';
    expect(cut(faces, markup)).toBe(faces);
  });

  it('drops what only a hovered, focused or active element uses: the first paint is inert', () => {
    expect(
      cut(
        '.name:hover{color:red}.hero:focus-visible{outline:1px}.hero .name:active{color:blue}' +
          '.name:hover,.name{color:green}.name:not(:hover){opacity:1}' +
          '@media (hover:hover){.hero:hover .name{opacity:1}}',
        markup,
      ),
    ).toBe('.name:hover,.name{color:green}.name:not(:hover){opacity:1}');
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
