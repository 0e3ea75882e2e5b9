import { adminEndpoints } from '@aurelle/contract';
import type { EndpointName } from './api.ts';

/** A query's key: the endpoint's operationId, then what the call takes, if anything. */
export function keyOf(name: EndpointName, input?: unknown): readonly unknown[] {
  const id = adminEndpoints[name].operationId;
  return input === undefined ? [id] : [id, input];
}

export const SESSION_KEY = keyOf('session');
