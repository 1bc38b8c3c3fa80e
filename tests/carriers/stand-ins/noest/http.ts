// The HTTP habits every NOEST route shares (NOEST-23): paths under /api/public/, JSON bodies, the
// Bearer token (NOEST-24's body `api_token` is still taken, as integrations send it), `user_guid` in
// the body of the writes, Laravel's answers (422 field bags, 401 "Unauthenticated."). The 429's
// headers are not documented: the stand-in sends Laravel's (X-RateLimit-*, Retry-After), a guess.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Params = Record<string, unknown>;
export type NoestRequest = { method: string; route: string; query: URLSearchParams; params: Params; bearer: string | null };
export type Answer =
  { status: number; body: unknown; headers?: Record<string, string> } | { status: number; pdf: Uint8Array } | 'no-answer';

export const json = (status: number, body: unknown): Answer => ({ status, body });
/** A Laravel validation failure: 422 with a bag of messages per field. */
export const invalid = (errors: Record<string, string[]>): Answer => json(422, { message: 'The given data was invalid.', errors });
/** A parameter as the text Laravel would validate ('' when absent or null). */
export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export async function readRequest(req: IncomingMessage): Promise<NoestRequest> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let body: Params = {};
  if (text && String(req.headers['content-type'] ?? '').includes('json')) body = (JSON.parse(text) as Params | null) ?? {};
  const auth = String(req.headers.authorization ?? '');
  return {
    method: req.method ?? 'GET',
    route: url.pathname.replace(/^\/api\/public\//, '').replace(/\/$/, ''),
    query: url.searchParams,
    params: { ...Object.fromEntries(url.searchParams), ...body },
    bearer: auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
  };
}

export function send(res: ServerResponse, answer: Exclude<Answer, 'no-answer'>, headers: Record<string, string>): void {
  if ('pdf' in answer) {
    res.writeHead(answer.status, { ...headers, 'content-type': 'application/pdf', 'content-length': String(answer.pdf.length) });
    res.end(Buffer.from(answer.pdf));
    return;
  }
  res.writeHead(answer.status, { ...headers, ...answer.headers, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
}

/** "60 requests per minute by default" (NOEST-23), in fixed windows; shorter windows in tests. */
export function createRateLimit(options: { perMinute: number; windowMs: number }) {
  let windowStart = 0;
  let inWindow = 0;
  let refused = 0;
  return {
    get refused() {
      return refused;
    },
    /** The minute is over: the next request starts a fresh window (a test need not wait it out). */
    nextWindow() {
      windowStart = 0;
      inWindow = 0;
    },
    take(now = Date.now()): { headers: Record<string, string>; tooMany: Answer | null } {
      if (now - windowStart >= options.windowMs) {
        windowStart = now;
        inWindow = 0;
      }
      const over = inWindow >= options.perMinute;
      if (!over) inWindow += 1;
      const headers = { 'X-RateLimit-Limit': String(options.perMinute), 'X-RateLimit-Remaining': String(options.perMinute - inWindow) };
      if (!over) return { headers, tooMany: null };
      refused += 1;
      const retryAfter = String(Math.max(1, Math.ceil((windowStart + options.windowMs - now) / 1000)));
      return { headers, tooMany: { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': retryAfter } } };
    },
  };
}
