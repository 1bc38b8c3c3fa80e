// The chat webhook's stand-in for the benchmark, on its own thread (Discord is another machine, it
// must not share the measured server's event loop). Answers 204 like Discord; counts what it got.
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';

let received = 0;
const server = createServer((req, res) => req.resume().on('end', () => {
  received++;
  res.writeHead(204).end();
}));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  parentPort!.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
});
parentPort!.on('message', (message: string) => {
  if (message === 'count') parentPort!.postMessage({ received });
  if (message === 'close') server.close(() => parentPort!.close());
});
