import autocannon from 'autocannon';
import { runWrk, type WrkResult } from './wrk.ts';

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  /** One path, or several visited in turn (uncached search terms, many products). */
  paths: string[];
  body?: string;
  connections?: number;
  /** Headers of this scenario only (a bearer token), on top of the run's. */
  headers?: Record<string, string>;
};

export type LoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  /** Path of wrk to load with instead of autocannon (which runs in this process). */
  wrk?: string;
};

/** One run's count of requests, its seconds, latencies and failures (autocannon's or wrk's). */
type Slice = WrkResult;

/** One autocannon run of `seconds` against a scenario. */
async function slice(
  base: string,
  scenario: Scenario,
  options: LoadOptions,
  seconds: number,
): Promise<Slice> {
  let i = 0;
  const paths = scenario.paths;
  const headers = {
    ...options.headers,
    ...scenario.headers,
    ...(scenario.body ? { 'content-type': 'application/json' } : {}),
  };
  const connections = scenario.connections ?? options.connections;
  if (options.wrk) {
    const request = { method: scenario.method, paths, headers, body: scenario.body };
    return runWrk(options.wrk, base, request, connections, seconds);
  }
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        headers,
        ...(scenario.body ? { body: scenario.body } : {}),
        setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] ?? '/' }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function combine(name: string, slices: Slice[]): LoadResult {
  const seconds = slices.reduce((n, s) => n + s.seconds, 0);
  return {
    name,
    rps: slices.reduce((n, s) => n + s.requests, 0) / seconds,
    // Percentiles of the slices' percentiles: the median slice, so one noisy second does not decide.
    p50: median(slices.map((s) => s.p50)),
    p99: median(slices.map((s) => s.p99)),
    errors: slices.reduce((n, s) => n + s.errors, 0),
    non2xx: slices.reduce((n, s) => n + s.non2xx, 0),
  };
}

/**
 * Seconds per slice. Each slice opens its connections anew, and the first few hundred ms of a run
 * (64 connections arriving at once) have a tail of their own: in short slices that tail is the
 * p99, in 5-second slices the p99 is the steady state a customer's kept-alive connection sees.
 */
const SLICE_SECONDS = 5;

/**
 * Load-tests `scenario` for `durationSeconds` in 5-second slices, alternating with the same
 * number of slices against `baseline`, so both see the same machine (its load drifts). Two
 * unrecorded seconds each come first: JIT, connections and caches settle.
 */
export async function loadAgainst(
  target: { base: string; scenario: Scenario },
  baseline: { base: string; scenario: Scenario },
  options: LoadOptions,
): Promise<{ result: LoadResult; baseline: LoadResult }> {
  await slice(target.base, target.scenario, options, 2);
  await slice(baseline.base, baseline.scenario, options, 2);
  const rounds = Math.max(1, Math.round(options.durationSeconds / SLICE_SECONDS));
  const mine: Slice[] = [];
  const theirs: Slice[] = [];
  for (let round = 0; round < rounds; round++) {
    mine.push(await slice(target.base, target.scenario, options, SLICE_SECONDS));
    theirs.push(await slice(baseline.base, baseline.scenario, options, SLICE_SECONDS));
  }
  return {
    result: combine(target.scenario.name, mine),
    baseline: combine(baseline.scenario.name, theirs),
  };
}

/** Load-tests one scenario alone (after two unrecorded seconds). */
export async function load(
  base: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<LoadResult> {
  await slice(base, scenario, options, 2);
  return combine(scenario.name, [await slice(base, scenario, options, options.durationSeconds)]);
}
