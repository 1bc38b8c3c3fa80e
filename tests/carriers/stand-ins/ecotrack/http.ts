// The HTTP habits every Ecotrack route shares, as ECO-PM (Ecotrack's Postman collection) shows them:
// Laravel's answers (422 bags, 401 "Unauthenticated."), parameters in the query string or a JSON body
// (ECO-PM sends create/order's fields as query parameters, CDZ as JSON: both are taken), the Bearer
// token (and `api_token` in the query where ECO-PM documents it), and the rate limit's headers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Params = Record<string, unknown>;

/** What a route reads of a request: its method, path under /api/v1/, merged parameters, raw token. */
export type StandInRequest = { method: string; route: string; query: URLSearchParams; params: Params; bearer: string | null };

export type Answer = { status: number; body: unknown; headers?: Record<string, string> } | { status: number; pdf: Buffer } | 'no-answer';

export const json = (status: number, body: unknown): Answer => ({ status, body });

export const invalid = (errors: Record<string, string[]>): Answer => json(422, { message: 'The given data was invalid.', errors });

/** 200 with success:false: Ecotrack's business refusals (ECO-PM: 10001 not modifiable, 10002 wilaya not served). */
export const refusal = (error: number, message: string): Answer => json(200, { success: false, error, message });

export const NOT_MODIFIABLE = () => refusal(10001, 'Commande non modifiable');

export const unknownTracking = () => invalid({ tracking: ['Le champ tracking sélectionné est invalide.'] });

export async function readRequest(req: IncomingMessage): Promise<StandInRequest> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let body: Params = {};
  const type = String(req.headers['content-type'] ?? '');
  if (text && type.includes('json')) body = (JSON.parse(text) as Params | null) ?? {};
  else if (text && type.includes('x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
  const auth = String(req.headers.authorization ?? '');
  return {
    method: req.method ?? 'GET',
    route: url.pathname.replace(/^\/api\/v1\//, '').replace(/\/$/, ''),
    query: url.searchParams,
    params: { ...Object.fromEntries(url.searchParams), ...body },
    bearer: auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
  };
}

export function send(res: ServerResponse, answer: Exclude<Answer, 'no-answer'>, headers: Record<string, string>): void {
  if ('pdf' in answer) {
    res
      .writeHead(answer.status, { ...headers, 'content-type': 'application/pdf', 'content-length': String(answer.pdf.length) })
      .end(answer.pdf);
    return;
  }
  res.writeHead(answer.status, { ...headers, ...answer.headers, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
}

/** A parameter as the text Laravel would validate ('' when absent or null). */
export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/**
 * The documented quotas: per minute (50, smaller in tests, with a shorter window so a test need not
 * wait a minute), per hour (1,500) and per day (15,000), each answer saying what is left.
 */
export function createRateLimit(options: { perMinute: number; windowMs: number }) {
  let windowStart = 0;
  let inWindow = 0;
  let total = 0;
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
    /** Counts a request; returns the headers to send, and the 429 when the minute's quota is spent. */
    take(now = Date.now()): { headers: Record<string, string>; tooMany: Answer | null } {
      if (now - windowStart >= options.windowMs) {
        windowStart = now;
        inWindow = 0;
      }
      const resetMs = windowStart + options.windowMs;
      const reset = String(Math.ceil(resetMs / 1000));
      const over = inWindow >= options.perMinute;
      if (!over) {
        inWindow += 1;
        total += 1;
      }
      const headers: Record<string, string> = {
        'X-RateLimit-Limit': String(options.perMinute),
        'X-RateLimit-Remaining': String(options.perMinute - inWindow),
        'X-RateLimit-Limit-Minute': String(options.perMinute),
        'X-RateLimit-Remaining-Minute': String(options.perMinute - inWindow),
        'X-RateLimit-Reset-Minute': reset,
        'X-RateLimit-Limit-Hour': '1500',
        'X-RateLimit-Remaining-Hour': String(Math.max(0, 1500 - total)),
        'X-RateLimit-Reset-Hour': String(Math.ceil(now / 3_600_000) * 3600),
        'X-RateLimit-Limit-Day': '15000',
        'X-RateLimit-Remaining-Day': String(Math.max(0, 15_000 - total)),
        'X-RateLimit-Reset-Day': String(Math.ceil(now / 86_400_000) * 86_400),
      };
      if (!over) return { headers, tooMany: null };
      refused += 1;
      const retryAfter = String(Math.max(1, Math.ceil((resetMs - now) / 1000)));
      return {
        headers,
        tooMany: {
          status: 429,
          body: { message: 'Too Many Attempts.' },
          headers: { 'Retry-After': retryAfter, 'X-RateLimit-Reset': reset },
        },
      };
    },
  };
}
