// The shop's own app plus one constant-JSON route, so both are measured in one process with one set-up.
import { buildApp } from '@shop/server';

const CONSTANT = { hello: 'world' };

const app = await buildApp();
app.get('/bench/constant', async () => CONSTANT);
const port = Number(process.env.PORT ?? 0);
await app.listen({ host: '127.0.0.1', port });
const address = app.server.address();
if (address && typeof address === 'object') process.stdout.write(`READY ${address.port}\n`);
