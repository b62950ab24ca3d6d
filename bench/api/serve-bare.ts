// The yardstick: bare Fastify answering a constant JSON body, in its own process like the server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const origin = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT) });
process.on('message', async (message: { type: string }) => {
  if (message.type === 'stop') {
    await app.close();
    process.exit(0);
  } else if (message.type === 'report') {
    process.send!({ type: 'report' });
  }
});
process.send!({ type: 'ready', origin, token: '' });
