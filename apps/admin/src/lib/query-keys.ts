import { adminEndpoints } from '@aurelle/contract';
import type { EndpointName } from './api.ts';

/** A query's key: the endpoint's operationId, then what the call takes, if anything. */
export function keyOf(name: EndpointName, input?: unknown): readonly unknown[] {
  const id = adminEndpoints[name].operationId;
  return input === undefined ? [id] : [id, input];
}

export const SESSION_KEY = keyOf('session');

/** Why the last session ended, as the server said when it refused it (not a call of the API). */
export const SESSION_ENDED_KEY = ['session-ended'] as const;
