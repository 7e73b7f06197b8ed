// A plain Fastify app with one constant-JSON route: the floor the shop's own route is measured
// against (bench:api starts it as a sibling of the bench server, the same way).
import Fastify from 'fastify';

const CONSTANT = { hello: 'world' };

const app = Fastify();
app.get('/bench/constant', async () => CONSTANT);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
if (address && typeof address === 'object') process.stdout.write(`READY ${address.port}\n`);
