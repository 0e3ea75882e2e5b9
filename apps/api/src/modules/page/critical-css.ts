/**
 * The part of the shop's stylesheet that a server-painted first screen uses (docs/decisions/0021):
 * the page inlines it, and the whole stylesheet follows once the first paint is on screen.
 *
 * The matching is deliberately loose — a rule stays unless its selectors name a class, id or
 * element that the page's markup does not have, or a state it cannot be in — so a rule is
 * sometimes kept for nothing, never dropped while needed. Every at-rule without a selector inside
 * (`@font-face`, `@keyframes`, `@property`) stays: a page declares every face once, in its head,
 * and a face costs nothing until text is set in it.
 */

/** One top-level statement of a stylesheet: a rule, an at-rule with a block, or a bare at-rule. */
type Block = { prelude: string; text: string; children?: Block[] };

/** At-rules whose block holds rules, which are filtered in turn. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|scope|document)\b/i;

/** CSS without its comments; strings are copied whole, whatever they hold. */
function withoutComments(css: string): string {
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '"' || char === "'") {
      const from = i;
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++;
      out += css.slice(from, i + 1);
    } else {
      out += char;
    }
  }
  return out;
}

/** Splits CSS into its top-level statements, dropping comments and reading strings whole. */
export function parseStylesheet(css: string): Block[] {
  return statements(withoutComments(css));
}

function statements(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let depth = 0;
  let preludeEnd = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++;
    } else if (char === '{') {
      if (depth === 0) preludeEnd = i;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        const prelude = css.slice(start, preludeEnd).trim();
        const text = css.slice(start, i + 1).trim();
        const children = GROUPING_AT_RULES.test(prelude)
          ? statements(css.slice(preludeEnd + 1, i))
          : undefined;
        blocks.push({ prelude, text, children });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      const text = css.slice(start, i + 1).trim();
      if (text !== ';') blocks.push({ prelude: text, text });
      start = i + 1;
    }
  }
  return blocks;
}

/** What a page's markup offers selectors: its class names, ids and element names. */
export type UsedNames = { classes: Set<string>; ids: Set<string>; tags: Set<string> };

/** Elements every page has around a fragment. */
const PAGE_ELEMENTS = ['html', 'body'];

/** The class names, ids and element names of an HTML fragment (and the page around it). */
export function namesIn(html: string): UsedNames {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set(PAGE_ELEMENTS);
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add((match[1] ?? '').toLowerCase());
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) if (match[1]) ids.add(match[1]);
  return { classes, ids, tags };
}

/**
 * States a first paint never has: it is inert and takes no pointer, so nothing in it is hovered,
 * focused or active before the app replaces it.
 */
const INTERACTIVE_STATE = /:(hover|focus|focus-visible|focus-within|active)\b/;

/**
 * Whether one selector list may match the page: one of its selectors names only classes, ids and
 * elements the page has, and no interactive state. Arguments of functional pseudo-classes (`:not(.x)`,
 * `:is(.a, .b)`) are not required, which only ever keeps more.
 */
function mayMatch(selectorList: string, used: UsedNames): boolean {
  let plain = selectorList;
  // Innermost parentheses first, until none are left.
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  plain = plain.replace(/\[[^\]]*\]/g, '');
  return plain.split(',').some((selector) => {
    if (INTERACTIVE_STATE.test(selector)) return false;
    for (const [, kind, name] of selector.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)) {
      if (kind === '.' && !used.classes.has(name ?? '')) return false;
      if (kind === '#' && !used.ids.has(name ?? '')) return false;
    }
    // Element names: at the start or after a combinator, not after `.`, `#` or `:`.
    for (const [, name] of selector.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) {
      if (!used.tags.has((name ?? '').toLowerCase())) return false;
    }
    return true;
  });
}

function keep(block: Block, used: UsedNames): string {
  if (block.children) {
    const inner = block.children.map((child) => keep(child, used)).join('');
    return inner ? `${block.prelude}{${inner}}` : '';
  }
  if (block.prelude.startsWith('@')) return block.text;
  return mayMatch(block.prelude, used) ? block.text : '';
}

/**
 * The rules of a parsed stylesheet that markup with these names may use, in their order. A
 * statement repeated word for word (the build copies a module's media queries once per chunk that
 * imports it) is kept at its last place only: the later copy decides the cascade anyway.
 */
export function criticalCss(blocks: Block[], used: UsedNames): string {
  const kept = blocks.map((block) => keep(block, used));
  const last = new Map(kept.map((text, index) => [text, index]));
  return kept.filter((text, index) => last.get(text) === index).join('');
}
