// The throughput baseline: a bare Fastify route answering fixed bytes (the same body the product's route
// answers), with nothing else in the request path. Run as its own process, like the product.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BASELINE_BODY_FILE);
const app = Fastify({ logger: false });
app.get('/baseline', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
