import { apiBaseUrl, callHeaders, dropRefusedToken, REQUEST_TIMEOUT_MS } from './api-request.ts';
import { getToken } from './session.ts';

/**
 * A change sent without RTK Query (decision 0060: one whose answer nothing on screen shows, from a
 * page that starts without the store): the same headers, bearer token, timeout and 401 rule as
 * every call. Resolves to whether the API took it; a network failure or a timeout rejects. A module
 * of its own, so it loads with the page that sends one, not with every page's start.
 */
export async function sendChange(path: string, body: unknown): Promise<boolean> {
  const token = getToken();
  const headers = callHeaders(token);
  headers.set('Content-Type', 'application/json');
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (token) dropRefusedToken(response.status, token);
  return response.ok;
}
