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
