// The chat webhook's stand-in for the benchmark, on its own thread (Discord is another machine, it
// must not share the measured server's event loop). Answers 204 like Discord; counts what it got.
// On /discord it also keeps to Discord's rate limit for one webhook (5 requests in any 2 seconds,
// then 429 with Retry-After until a slot frees), for the drain after a drop.
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';

const WINDOW_MS = 2000;
const PER_WINDOW = 5;
let received = 0;
const discord = { messages: 0, orders: 0, limited: 0, recent: [] as number[] };

const server = createServer((req, res) => {
  if (req.url !== '/discord') {
    // The orders' own notifications: taken unread, as cheaply as the benchmark's machine allows.
    return void req.resume().on('end', () => {
      received++;
      res.writeHead(204).end();
    });
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received++;
    const now = Date.now();
    while (discord.recent.length && now - discord.recent[0]! >= WINDOW_MS) discord.recent.shift();
    if (discord.recent.length >= PER_WINDOW) {
      discord.limited++;
      return void res.writeHead(429, { 'retry-after': ((WINDOW_MS - (now - discord.recent[0]!)) / 1000).toFixed(3) }).end();
    }
    discord.recent.push(now);
    discord.messages++;
    discord.orders += ((JSON.parse(body) as { content: string }).content.match(/\*\*New order #/g) ?? []).length;
    res.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  parentPort!.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
});
parentPort!.on('message', (message: string) => {
  if (message === 'count') parentPort!.postMessage({ received });
  if (message === 'discord') parentPort!.postMessage({ messages: discord.messages, orders: discord.orders, limited: discord.limited });
  if (message === 'close') server.close(() => parentPort!.close());
});
