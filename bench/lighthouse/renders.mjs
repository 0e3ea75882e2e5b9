#!/usr/bin/env node
// What React commits while a page starts, and why: loads a page in Debian Chromium at a phone's
// viewport with a stand-in for React DevTools' hook (which production React calls on every
// commit), and prints each commit: its time, how many components rendered in it (and how many of
// them were mounted), and the components that started it — those that rendered for their own
// state, not because a parent passed them new props. A screen that renders again for state it
// does not show is work to remove (docs/performance.md, issue 19).
//
//   BASE_URL=http://127.0.0.1:8080 node bench/lighthouse/renders.mjs /product/lumiere-solitaire-ring
//
// Production names are minified: each starting component is printed with the opening of its
// source, enough to find it.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../../scripts/chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const WAIT_MS = 5000;

/** Runs in the page before its scripts: records each commit's rendered components. */
function recordCommits() {
  const FUNCTION_COMPONENT = 0;
  const CLASS_COMPONENT = 1;
  const FORWARD_REF = 11;
  const MEMO = 14;
  const SIMPLE_MEMO = 15;
  const KINDS = new Set([FUNCTION_COMPONENT, CLASS_COMPONENT, FORWARD_REF, MEMO, SIMPLE_MEMO]);
  const seen = new WeakMap();
  const commits = [];
  const sources = {};
  const render = (type) =>
    typeof type === 'function' ? type : (type?.render ?? type?.type ?? undefined);
  const nameOf = (fiber) => {
    const fn = render(fiber.type);
    return fn ? fn.displayName || fn.name || 'anonymous' : undefined;
  };
  globalThis.__aurelleCommits = { commits, sources };
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      const rendered = [];
      // A component rendered in this commit if its props or state are not those recorded for it
      // (or its alternate) at the last commit; it started the render if its parent did not render.
      const walk = (first, parentRendered) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const name = KINDS.has(fiber.tag) ? nameOf(fiber) : undefined;
          let didRender = false;
          if (name) {
            const last = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
            const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
            const cause = !last
              ? 'mount'
              : last.state !== now.state
                ? 'state'
                : last.props !== now.props
                  ? 'props'
                  : undefined;
            seen.set(fiber, now);
            if (fiber.alternate) seen.set(fiber.alternate, now);
            if (cause) {
              didRender = true;
              rendered.push({ name, cause, started: !parentRendered && cause === 'state' });
              sources[name] ??= String(render(fiber.type)).slice(0, 100);
            }
          }
          walk(fiber.child, didRender || (parentRendered && !name));
        }
      };
      walk(root.current.child, false);
      commits.push({
        at: Math.round(performance.now()),
        rendered: rendered.length,
        mounted: rendered.filter((entry) => entry.cause === 'mount').length,
        startedBy: rendered.filter((entry) => entry.started).map((entry) => entry.name),
      });
    },
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    await page.addInitScript(recordCommits);
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    const { commits, sources } = await page.evaluate(() => globalThis.__aurelleCommits);
    await context.close();
    console.log(`\n${base}${path}: ${commits.length} commits`);
    for (const [index, commit] of commits.entries()) {
      const started = commit.startedBy.length ? `, started by ${commit.startedBy.join(', ')}` : '';
      console.log(
        `  #${index + 1} at ${commit.at} ms: ${commit.rendered} rendered ` +
          `(${commit.mounted} mounted)${started}`,
      );
    }
    const starters = new Set(commits.flatMap((commit) => commit.startedBy));
    for (const name of starters) console.log(`  ${name}: ${sources[name]}`);
  }
} finally {
  await browser.close();
}
