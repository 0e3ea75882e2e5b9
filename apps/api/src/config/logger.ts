import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env.ts';

/**
 * One line per request, written when the answer has gone (docs/decisions/0019): method, url,
 * status and time. Fastify's own pair ("incoming request", "request completed") doubled the
 * writes and left the method and url out of the line that has the status.
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
 * of a second whatever is waiting. A write per line (each through libuv's thread pool) cost the
 * busiest calls a sixth of their rate on two cores (docs/decisions/0019); a quarter of a second
 * is still "now" for someone reading the log.
 */
function batchedStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
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
