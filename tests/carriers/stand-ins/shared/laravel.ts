// What Ecotrack's and NOEST's APIs share as Laravel applications: parameters from the query string
// and the body merged (a JSON body; a form body where the platform takes one), the Bearer token,
// answers as JSON or PDF bytes, and Laravel's 422 bag of messages per field.
import type { IncomingMessage } from 'node:http';
import { readBody } from './body.ts';

export type Params = Record<string, unknown>;

/** What a route reads of a request: its method, path under the API's prefix, merged parameters, raw token. */
export type LaravelRequest = { method: string; route: string; query: URLSearchParams; params: Params; bearer: string | null };

/** A route's answer; 'no-answer' when the work is done but the answer never comes (a timeout). */
export type Answer =
  { status: number; body: unknown; headers?: Record<string, string> } | { status: number; pdf: Uint8Array } | 'no-answer';

export const json = (status: number, body: unknown): Answer => ({ status, body });

/** A Laravel validation failure: 422 with a bag of messages per field. */
export const invalid = (errors: Record<string, string[]>): Answer => json(422, { message: 'The given data was invalid.', errors });

/** A parameter as the text Laravel would validate ('' when absent or null). */
export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export async function readLaravelRequest(req: IncomingMessage, options: { prefix: RegExp; forms: boolean }): Promise<LaravelRequest> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const text = await readBody(req);
  let body: Params = {};
  const type = String(req.headers['content-type'] ?? '');
  if (text && type.includes('json')) body = (JSON.parse(text) as Params | null) ?? {};
  else if (text && options.forms && type.includes('x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
  const auth = String(req.headers.authorization ?? '');
  return {
    method: req.method ?? 'GET',
    route: url.pathname.replace(options.prefix, '').replace(/\/$/, ''),
    query: url.searchParams,
    params: { ...Object.fromEntries(url.searchParams), ...body },
    bearer: auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
  };
}
