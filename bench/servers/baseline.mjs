// The throughput baseline: a bare Fastify route answering fixed bytes (the same body the product's route
// answers), with nothing else in the request path, and with fixed headers when BASELINE_HEADERS_FILE
// names them (the product's own). Run as its own process, like the product.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BASELINE_BODY_FILE);
const headers = process.env.BASELINE_HEADERS_FILE
  ? JSON.parse(readFileSync(process.env.BASELINE_HEADERS_FILE, 'utf8'))
  : {};
const app = Fastify({ logger: false });
app.get('/baseline', (_request, reply) =>
  reply.headers(headers).type('application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
