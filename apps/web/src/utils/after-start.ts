/** Longest wait for an idle moment: a page that never idles still runs the work. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the browser is idle after the page's start, within 2 s: work that no first
 * screen needs, kept out of the tasks that build it (docs/decisions/0049 §10). Where idle
 * callbacks are missing (Safari, jsdom), in a task of its own.
 */
export function afterStart(work: () => void) {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(work, 0);
  }
}
