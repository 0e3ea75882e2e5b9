const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

/**
 * The words of each heading that carries an id in a stored text (HTML the server cleaned:
 * `<h2 id="…">`), by id, as plain text: what a table of contents shows for that anchor.
 */
export function headingTexts(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<h[23]\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>/g)) {
    const [, id = '', inner = ''] = match;
    const text = inner
      .replace(/<[^>]*>/g, '')
      .replace(/&(#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      .trim();
    if (text) found[id] = text;
  }
  return found;
}
