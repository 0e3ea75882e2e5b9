/**
 * Lets the browser handle input and paint before the next step of start-up, so no step blocks the
 * main thread for long (Total Blocking Time, docs/performance.md).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
