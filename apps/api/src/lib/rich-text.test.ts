import { describe, expect, it } from 'vitest';
import { cleanRichText, headingIds } from './rich-text.ts';

describe('the rich text allow-list', () => {
  it('removes scripts, styles and event handlers, keeping the words around them', () => {
    expect(
      cleanRichText(
        '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(1)></p><style>p{}</style>',
      ),
    ).toBe('<p>Hello</p>');
  });

  it('keeps http(s), mailto, relative and #anchor links, and drops every other scheme', () => {
    const clean = cleanRichText(
      '<p><a href="javascript:alert(1)">a</a> <a href="JaVaScRiPt:alert(1)">b</a> <a href="data:text/html,x">c</a> <a href="//elsewhere.test">d</a></p>' +
        '<p><a href="https://example.test/x" target="_blank" onmouseover="x()">e</a> <a href="mailto:care@example.test">f</a> <a href="/policies#privacy-policy">g</a> <a href="#terms-condition">h</a></p>',
    );
    expect(clean).not.toMatch(/javascript|data:|elsewhere|onmouseover|target/i);
    expect(clean).toContain('<a href="https://example.test/x">e</a>');
    expect(clean).toContain('<a href="mailto:care@example.test">f</a>');
    expect(clean).toContain('<a href="/policies#privacy-policy">g</a>');
    expect(clean).toContain('<a href="#terms-condition">h</a>');
  });

  it('keeps the toolbar’s tags and a heading’s anchor id, and nothing else', () => {
    const clean = cleanRichText(
      '<h1>Big</h1><h2 id="shipping-policy" class="x" style="color:red">Shipping</h2><h3 id="Not An Id">Sub</h3>' +
        '<p><b>bold</b> <i>it</i> <u>under</u><br></p><ol><li>one</li></ol><ul><li>two</li></ul><blockquote>q</blockquote><div>d</div><iframe src="https://x.test"></iframe>',
    );
    expect(clean).toBe(
      'Big<h2 id="shipping-policy">Shipping</h2><h3>Sub</h3>' +
        '<p><strong>bold</strong> <em>it</em> under<br /></p><ol><li>one</li></ol><ul><li>two</li></ul><blockquote>q</blockquote>d',
    );
    expect(headingIds(clean)).toEqual(['shipping-policy']);
  });
});
