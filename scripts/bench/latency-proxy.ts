// The network between a function instance and the database's pooler, for the drop benchmark
// (drop-run.ts): a TCP proxy on 127.0.0.1 that holds every chunk half a round trip in each direction,
// so each database round trip of an order (the TLS handshake, the sign-in, the statement) costs one
// RTT, as between Netlify's functions and Supabase's pooler in the same region. Runs on a worker
// thread of its own: its timers never wait behind the buyers' or the instances' work. TLS passes
// through untouched (the instances still verify the pooler's certificate for 127.0.0.1).
import { createConnection, createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

export type LatencyProxyJob = { targetPort: number; rttMs: number };

const { targetPort, rttMs } = workerData as LatencyProxyJob;
const oneWayMs = rttMs / 2;

/**
 * Sends what `from` reads to `to`, each chunk `oneWayMs` later. Timers of one duration fire in the order
 * they were set (Node keeps one list per duration), so the bytes keep their order.
 */
function delayed(from: Socket, to: Socket): void {
  from.on('data', (chunk) => void setTimeout(() => to.writable && to.write(chunk), oneWayMs));
  from.on('end', () => void setTimeout(() => to.end(), oneWayMs));
  from.on('error', () => to.destroy());
  from.on('close', () => void setTimeout(() => to.destroy(), oneWayMs));
}

const server = createServer({ noDelay: true }, (client) => {
  const upstream = createConnection({ host: '127.0.0.1', port: targetPort, noDelay: true });
  delayed(client, upstream);
  delayed(upstream, client);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  parentPort!.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
});
