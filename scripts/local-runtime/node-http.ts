// Between Node's http server and the web's Request and Response, which the functions and the edge
// speak: the request body read whole (with Netlify's limit), the Request and the functions' Context
// built from Node's request, and a Response written back (a function's whole, a file streamed).
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { contentType } from './static.ts';

// Netlify's own limit on a function's request body; the runtime reads the body whole, as Netlify does
// before a function runs (cheaper than handing the function a stream of the socket).
export const MAX_REQUEST_BODY_BYTES = 6 * 1024 * 1024;

export async function readRequestBody(req: IncomingMessage): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BODY_BYTES) return 'too_large';
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

export function toRequest(req: IncomingMessage, url: URL, method: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  // An empty body is no body (as a POST without one reaches a Netlify function): nothing to type-check.
  return new Request(url, { method, headers, ...(body?.length ? { body: body as Uint8Array<ArrayBuffer> } : {}) });
}

/** `track` is told of the work a function hands to context.waitUntil, so that a graceful stop waits for it too. */
export function contextFor(
  req: IncomingMessage,
  url: URL,
  params: Record<string, string>,
  siteAddress: string,
  track: (work: Promise<unknown>) => void = () => {},
): Context {
  const ip = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const partial = {
    ip,
    params,
    requestId: randomUUID(),
    url,
    geo: {},
    site: { id: 'local', name: 'local', url: siteAddress },
    deploy: { context: 'dev', id: 'local', published: false },
    account: { id: 'local' },
    server: { region: 'local' },
    json: (input: unknown) => Response.json(input),
    log: console.log,
    waitUntil: (promise: Promise<unknown>) => track(promise.catch((e: unknown) => console.error('[waitUntil]', e))),
  };
  return partial as unknown as Context;
}

export async function send(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (method === 'HEAD' || !response.body) {
    res.writeHead(response.status, headers);
    await response.body?.cancel();
    res.end();
    return;
  }
  res.statusCode = response.status;
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  try {
    if (!fileResponses.has(response)) {
      // A function's answer: read whole and sent with its length, in one write.
      const bytes = Buffer.from(await response.arrayBuffer());
      res.setHeader('content-length', bytes.length);
      res.end(bytes);
      return;
    }
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
  } catch (error) {
    // The browser went away mid-answer (it navigated on): nothing is wrong with the site.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

// Static files are streamed from disk to the socket (send() knows them by this set).
const fileResponses = new WeakSet<Response>();

export function fileResponse(status: number, file: string, extra: Record<string, string>, method: string): Response {
  const headers = { 'content-type': contentType(file), ...extra };
  if (method === 'HEAD') return new Response(null, { status, headers });
  const response = new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { status, headers });
  fileResponses.add(response);
  return response;
}
