import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A local HTTP server that records every request (URL, headers, body) and answers what the test
 * sets in `reply`: stands in for a third-party API at its real wire level.
 */
export async function startRecordingServer() {
  const requests: RecordedRequest[] = [];
  const state = { reply: { status: 200, body: '{}' as string } };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(state.reply.status, { 'content-type': 'application/json' });
      response.end(state.reply.body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(status: number, body: unknown) {
      state.reply = { status, body: JSON.stringify(body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
