import sanitizeHtml from 'sanitize-html';

/**
 * The rich text the back office's editor makes, and nothing else: paragraphs, h2/h3 headings,
 * bold, italic, lists, links, quotes and line breaks. Links go to http(s), mailto, a path of the
 * shop or an `#anchor`; every other scheme (`javascript:`, `data:`) loses its `href`. No script,
 * no style, no event handler attribute survives. A heading keeps an `id` made of lowercase
 * letters, digits and hyphens, so a page's anchors (the policies' four sections) stay reachable.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href'], h2: ['id'], h3: ['id'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // The editor's bold and italic may arrive as <b>/<i>: kept, as the tags the shop styles.
    b: 'strong',
    i: 'em',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

const ANCHOR_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `html` with only the allow-list's tags and attributes; the shop renders it as it is. */
export function cleanRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    ...RICH_TEXT,
    transformTags: {
      ...RICH_TEXT.transformTags,
      h2: keepAnchorId,
      h3: keepAnchorId,
    },
  });
  return clean.trim();
}

function keepAnchorId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const id = attribs.id;
  return { tagName, attribs: id && ANCHOR_ID.test(id) ? { id } : {} };
}

/** The ids of the headings in clean rich text, in order. */
export function headingIds(html: string): string[] {
  return [...html.matchAll(/<h[23] id="([a-z0-9-]+)"/g)].flatMap((match) => match[1] ?? []);
}
