// The chat webhook is outside this machine (Discord in production): the tests stand in for it with a
// local HTTP server that records every request (its headers and raw body) and answers 204, or what
// the test tells it to answer. It is the only thing mocked: the functions, the database and the
// multipart encoding are the real ones.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { headers: IncomingHttpHeaders; body: Buffer };
export type ChatWebhook = {
  url: string;
  requests: RecordedRequest[];
  /** The answer from now on (default 204). */
  answer: (status: number, headers?: Record<string, string>) => void;
  /** One answer for the next request only, before the standing one. */
  answerOnce: (status: number, headers?: Record<string, string>) => void;
  close: () => Promise<void>;
};

export async function startChatWebhook(): Promise<ChatWebhook> {
  const requests: RecordedRequest[] = [];
  let reply = { status: 204, headers: {} as Record<string, string> };
  const once: (typeof reply)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks) });
      const next = once.shift() ?? reply;
      res.writeHead(next.status, next.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/1/token`,
    requests,
    answer: (status, headers = {}) => {
      reply = { status, headers };
    },
    answerOnce: (status, headers = {}) => {
      once.push({ status, headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A recorded multipart request read back the standard way (WHATWG FormData). */
export async function formDataOf(request: RecordedRequest): Promise<FormData> {
  return new Request('http://webhook.test/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
}

/** A JSON webhook message (the order notifications) read back. */
export const jsonOf = (request: RecordedRequest): { content: string } => JSON.parse(request.body.toString('utf8'));
