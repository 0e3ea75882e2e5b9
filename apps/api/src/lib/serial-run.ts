import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` one run after another on this instance: `drain` waits for a run that begins after
 * every call made so far (so it sees their commits); `kick` asks for one in the background, and
 * kicks that come while a run is already waiting to begin join it, so a burst costs one run.
 */
export function serialRun(task: () => Promise<number>, log: FastifyBaseLogger, what: string) {
  let queue: Promise<unknown> = Promise.resolve();
  /** A run is queued and has not begun: a kick then has nothing to add. */
  let waiting = false;
  return {
    /** Runs the task now (after any run before it); resolves to what it returns. */
    drain(): Promise<number> {
      const run = queue.then(task, task);
      queue = run.catch(() => 0);
      return run;
    },
    /** After a commit that queued work: run in the background; errors only logged. */
    kick(): void {
      if (waiting) return;
      waiting = true;
      const start = () => {
        waiting = false;
        return task();
      };
      const run = queue.then(start, start);
      queue = run.catch(() => 0);
      void run.catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    },
  };
}

/**
 * Runs `batch` (which answers how many items it took) until one takes fewer than `size`, at
 * most `most` times; answers how many items were taken in all.
 */
export async function inBatches(batch: () => Promise<number>, size: number, most = 10) {
  let taken = 0;
  for (let run = 0; run < most; run++) {
    const n = await batch();
    taken += n;
    if (n < size) break;
  }
  return taken;
}
