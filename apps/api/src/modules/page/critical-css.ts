/**
 * The part of the shop's stylesheet that a server-painted first screen uses (docs/decisions/0015):
 * the page inlines it, and the whole stylesheet follows once the first paint is on screen.
 *
 * The matching is deliberately loose — a rule stays unless its selectors name a class or id
 * that the page's markup does not have — so a rule is sometimes kept for nothing, never dropped
 * while needed. Every at-rule without a selector inside (`@font-face`, `@keyframes`, `@property`)
 * stays.
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

/** What a page's markup offers selectors: its class names and ids. */
export type UsedNames = { classes: Set<string>; ids: Set<string> };

/** The class names and ids in an HTML fragment's attributes. */
export function namesIn(html: string): UsedNames {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) if (match[1]) ids.add(match[1]);
  return { classes, ids };
}

/**
 * Whether one selector list may match the page: one of its selectors names only classes and ids
 * the page has. Arguments of functional pseudo-classes (`:not(.x)`, `:is(.a, .b)`) are not
 * required, which only ever keeps more.
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
    for (const [, kind, name] of selector.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)) {
      if (kind === '.' && !used.classes.has(name ?? '')) return false;
      if (kind === '#' && !used.ids.has(name ?? '')) return false;
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

/** The rules of a parsed stylesheet that markup with these names may use, in their order. */
export function criticalCss(blocks: Block[], used: UsedNames): string {
  return blocks.map((block) => keep(block, used)).join('');
}
