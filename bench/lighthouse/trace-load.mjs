// One page load traced by Chromium, for the benches that read a trace of their own (tasks.mjs,
// fonts-trace.mjs): a new context, the trace started before the navigation, stopped a while after
// the load event.

/** The categories every such trace needs: the main thread's tasks, navigation and paint marks. */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

/**
 * Loads `url` in a new context with `contextOptions`, tracing `categories`, and returns the trace's
 * events once `waitMs` have passed after the load event. The context is closed either way.
 */
export async function traceLoad(browser, url, { contextOptions, categories, waitMs }) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await context.close();
  }
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The page's main thread in a trace: the busiest `CrRendererMain` of the process that made the
 * first contentful paint, with that paint. Undefined when the trace has no such paint.
 */
export function pageMainThread(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const names = new Map(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .filter((event) => event.pid === paint.pid)
      .map((event) => [event.tid, event.args.name]),
  );
  const counts = new Map();
  for (const event of events) {
    if (event.pid !== paint.pid || event.ph !== 'X') continue;
    if (names.get(event.tid) !== 'CrRendererMain') continue;
    counts.set(event.tid, (counts.get(event.tid) ?? 0) + 1);
  }
  const tid = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return tid === undefined ? undefined : { pid: paint.pid, tid, paint };
}
