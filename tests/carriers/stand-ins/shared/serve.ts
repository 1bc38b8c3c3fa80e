// The server every stand-in runs: on 127.0.0.1, port 0 (the system picks a free one, so tests and
// benches run side by side), one async handler per request (a throw answers 500 "stand-in error"
// rather than leaving the client waiting), and requests the handler chose never to answer ("hung",
// a timeout seen from the client) cut when the stand-in closes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type StandInHandler = (req: IncomingMessage, res: ServerResponse, hang: () => void) => Promise<void>;

export async function serveStandIn(handler: StandInHandler) {
  const hung = new Set<Socket>();
  const server = createServer((req, res) => {
    handler(req, res, () => hung.add(req.socket)).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(`stand-in error: ${String(e)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** `http://127.0.0.1:<port>`, no trailing slash. */
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of hung) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
