// The baseline: a bare Fastify hello-world, to compare our /api/health against.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.info(`listening ${app.server.address().port}`);
