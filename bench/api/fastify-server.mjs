// A minimal Fastify server answering every POST / with the bytes of one response, optionally with
// the logger or @fastify/helmet as the API registers them. Usage: node fastify-server.mjs <body> <port> <none|logger|helmet>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port, mode] = process.argv.slice(2);
const body = readFileSync(file, 'utf8');
const app = Fastify({ logger: mode === 'logger' ? { level: 'warn' } : false });
if (mode === 'helmet') await app.register((await import('@fastify/helmet')).default, {});
app.post('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
