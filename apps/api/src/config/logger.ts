import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env.ts';

/**
 * One line per request, written when the answer has gone (docs/decisions/0019): method, url,
 * status and time. Fastify's own pair ("incoming request", "request completed") doubles the
 * writes and leaves the method and url out of the line that has the status.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    ...[error, request, reply, metadata]: Parameters<LogController['requestCompleted']>
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    if (this.isLogDisabled(request)) return;
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }

  /** The request's own line says 404; a second line would say it again. */
  override routeNotFound() {}
}

/**
 * The server's logger: pino writing to stdout asynchronously, so a request never waits for the
 * terminal or the log collector (lines are buffered while a write is in flight). `flushLog` writes
 * what is left on shutdown; pino also flushes on a plain `process.exit`.
 */
export function createLogger(level: string, stream: DestinationStream = batchedStdout()): Logger {
  return pino({ level }, stream);
}

/**
 * Standard output, written in batches: a write once 4 KB of lines have gathered, and every quarter
 * of a second whatever is waiting. A write per line (each through libuv's thread pool) slows the
 * busiest calls (docs/decisions/0019); a quarter of a second is still "now" for someone reading
 * the log.
 */
function batchedStdout(): DestinationStream {
  // minLength 1: a batch is written as soon as it comes, and `flush(cb)` waits for the write in
  // flight (with 0, SonicBoom calls back at once).
  const out = pino.destination({ dest: 1, sync: false, minLength: 1 });
  return new LineBatch(out, BATCH_BYTES, BATCH_MS);
}

const BATCH_BYTES = 4096;
const BATCH_MS = 250;

type Destination = ReturnType<typeof pino.destination>;

/**
 * Gathers pino's lines and hands them to the destination joined, a batch at a time. SonicBoom
 * measures the whole string it is gathering on every line it is given (a `byteLength` of up to
 * 4 KB, and a flatten of the joined string, per line; docs/decisions/0019), so the lines wait here
 * in an array and it sees one string per batch.
 */
export class LineBatch implements DestinationStream {
  private lines: string[] = [];
  private size = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly out: Pick<Destination, 'write' | 'flush' | 'flushSync'>,
    private readonly minLength: number,
    everyMs: number,
  ) {
    this.timer = setInterval(() => this.pass(), everyMs).unref();
    // What is still here when the process exits is written synchronously.
    process.once('exit', () => this.flushSync());
  }

  write(line: string) {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.minLength) this.pass();
  }

  /** pino's `logger.flush(cb)`: everything gathered goes out, and `cb` runs once it has. */
  flush(cb?: (error?: Error) => void) {
    this.pass();
    this.out.flush(cb);
  }

  flushSync() {
    this.pass();
    try {
      this.out.flushSync();
    } catch {
      // not ready yet, or already closed: nothing more can be written
    }
  }

  /** Stops the timer (a logger that is no longer used). */
  end() {
    clearInterval(this.timer);
    this.flushSync();
  }

  private pass() {
    if (this.lines.length === 0) return;
    const batch = this.lines.length === 1 ? (this.lines[0] as string) : this.lines.join('');
    this.lines = [];
    this.size = 0;
    this.out.write(batch);
  }
}

/**
 * The logging options of the Fastify server: one line per request, through the async logger. A
 * caller may turn logging off (`false`, as tests do) or give a level and a stream to write to.
 */
export function serverLogging(
  env: Pick<Env, 'LOG_LEVEL'>,
  logger?: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'logController'> {
  if (logger === false) return { logger };
  const options = typeof logger === 'object' ? logger : {};
  const level = options.level ?? env.LOG_LEVEL;
  return {
    loggerInstance: options.stream ? createLogger(level, options.stream) : createLogger(level),
    logController: new OneLinePerRequest(),
  };
}

/** Writes out buffered lines; safe to call on any Fastify logger. */
export function flushLog(log: FastifyBaseLogger): Promise<void> {
  const flush = (log as Partial<Pick<Logger, 'flush'>>).flush;
  if (typeof flush !== 'function') return Promise.resolve();
  return new Promise((done) => flush.call(log, () => done()));
}
