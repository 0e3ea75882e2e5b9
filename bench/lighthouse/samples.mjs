// What profile.mjs (a Playwright trace) and lh-profile.mjs (Lighthouse's own) print for each task:
// its trace events, and the V8 CPU profiler's samples in it, named through the build's source maps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** Names a sample's code through the source maps of the build in `dist`, read once each. */
export function namer(dist) {
  const maps = new Map();
  /** The source map of a served script; null where the build has none. */
  function sourceMap(scriptUrl) {
    const file = new URL(scriptUrl).pathname;
    if (!maps.has(file)) {
      try {
        maps.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))),
        );
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  }
  const tidy = (source) =>
    (source ?? '?')
      .replace(/.*node_modules\//, '')
      .replace(/^(\.\.\/)+/, '')
      .replace(/.*\/apps\/web\/src\//, 'src/')
      .replace(/\/dist\/.*/, '');
  return {
    /** Where a profiler node's function comes from: package or source file, and its name. */
    origin({ callFrame }) {
      if (!callFrame.url) return callFrame.functionName || '(native)';
      const map = /^https?:/.test(callFrame.url) ? sourceMap(callFrame.url) : null;
      if (!map) return `${callFrame.url.split('/').pop()} ${callFrame.functionName}`.trim();
      const at = map.originalPositionFor({
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      const source = tidy(at.source);
      return at.name ? `${source} ${at.name}` : source;
    },
    /**
     * The source line a sample was taken on (`src/lib/session.ts:10`), where the trace records
     * it (Lighthouse's does) and the build maps it; undefined otherwise.
     */
    line(node, line, column) {
      if (!node?.callFrame.url || !line || !/^https?:/.test(node.callFrame.url)) return undefined;
      const at = sourceMap(node.callFrame.url)?.originalPositionFor({ line, column: column ?? 0 });
      return at?.source ? `${tidy(at.source)}:${at.line}` : undefined;
    },
  };
}

/**
 * The profiler's samples on the page's main thread: { time, node, interval, line, column }. The
 * profile is announced on that thread (`Profile`); its chunks come from the profiler's own thread.
 */
export function samplesOf(events, main) {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid,
  );
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== main.pid || event.id !== profile.id)
      continue;
    const { cpuProfile, timeDeltas = [], lines = [], columns = [] } = event.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({
        time,
        node: nodes.get(id),
        interval: timeDeltas[index] ?? 0,
        line: lines[index],
        column: columns[index],
      });
    });
  }
  return samples;
}

/** The trace events inside a task, by name (and script): their durations added up, in µs. */
export function taskEvents(onMain, task) {
  const end = task.ts + task.dur;
  const inside = new Map();
  for (const event of onMain) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > end) continue;
    if (/RunTask|ProfileChunk/.test(event.name)) continue;
    const name =
      event.name + (event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '');
    inside.set(name, (inside.get(name) ?? 0) + event.dur);
  }
  return inside;
}

/**
 * The profiler's samples inside a task, added up by the name `nameOf` gives each (in µs); a
 * sample it gives no name is left out.
 */
export function sampledIn(samples, task, nameOf) {
  const end = task.ts + task.dur;
  const totals = new Map();
  for (const sample of samples) {
    if (sample.time < task.ts || sample.time > end || !sample.node) continue;
    const name = nameOf(sample);
    if (name) totals.set(name, (totals.get(name) ?? 0) + sample.interval);
  }
  return totals;
}

/** The `shown` largest of a Map of name → µs, as "name 1.2 · name 0.8". */
export const top = (totals, shown = 6) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(' · ');
