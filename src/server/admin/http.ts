// What every /api/admin/* function answers with: JSON, never cached, errors in one shape
// ({error:{code, message, fields?, retryAfterSeconds?}}), bodies read with a size limit and parsed
// with the contract's zod schemas. Keeps the function files to parse, service, answer (the route, the
// method and the session are admin-function.ts's).
import { randomUUID } from 'node:crypto';
import type { AdminErrorCode, FieldErrorKey } from '../../domain/admin/api-errors.ts';
import { fieldErrorsOf } from '../../domain/admin/api-errors.ts';
import { readBodyCapped } from '../http/read-body.ts';

export const ADMIN_BODY_LIMIT = 64 * 1024;
const NO_STORE = { 'cache-control': 'no-store' } as const;

type ErrorExtra = {
  fields?: Record<string, FieldErrorKey>;
  retryAfterSeconds?: number;
  details?: unknown;
  headers?: Record<string, string>;
};

export function adminError(status: number, code: AdminErrorCode, message: string, extra: ErrorExtra = {}): Response {
  const { headers = {}, ...rest } = extra;
  const retry: Record<string, string> = rest.retryAfterSeconds ? { 'retry-after': String(rest.retryAfterSeconds) } : {};
  return Response.json({ error: { code, message, ...rest } }, { status, headers: { ...NO_STORE, ...retry, ...headers } });
}

export const adminJson = (body: unknown, status = 200): Response => Response.json(body, { status, headers: NO_STORE });
export const noContent = (): Response => new Response(null, { status: 204, headers: NO_STORE });

export const methodNotAllowed = (allowed: string[]) =>
  adminError(405, 'method_not_allowed', 'Method not allowed', { headers: { allow: allowed.join(', ') } });

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };
export type SafeParser<T> = {
  safeParse: (
    input: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** The body as JSON: 413 over the limit, 400 when it is not JSON (or not UTF-8). */
export async function readJson(request: Request, maxBytes = ADMIN_BODY_LIMIT): Promise<Parsed<unknown>> {
  const body = await readBodyCapped(request, maxBytes);
  if (!body.ok && body.reason === 'too_large')
    return { ok: false, response: adminError(413, 'body_too_large', 'The request is too large.') };
  try {
    if (!body.ok) throw new Error(body.reason);
    return { ok: true, data: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, response: adminError(400, 'invalid_json', 'The request body must be JSON.') };
  }
}

/** 422 with one message key per field when the body does not fit the schema. */
export function parseWith<T>(schema: SafeParser<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: invalidFields(fieldErrorsOf(result.error.issues)) };
}

export const invalidFields = (fields: Record<string, FieldErrorKey>, message = 'Some fields need attention.') =>
  adminError(422, 'invalid', message, { fields });

export async function readAndParse<T>(request: Request, schema: SafeParser<T>, maxBytes?: number): Promise<Parsed<T>> {
  const json = await readJson(request, maxBytes);
  return json.ok ? parseWith(schema, json.data) : json;
}

/** Runs the function body; anything thrown is logged with a request id and answered as a 500. */
export async function answering(name: string, requestId: string | undefined, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const id = requestId ?? randomUUID();
    console.error(`[${name}] request ${id} failed:`, error);
    return adminError(500, 'server_error', `Something went wrong on the server (request ${id}).`);
  }
}

/** 409: someone saved the settings since this form read them. */
export const staleSettings = () =>
  adminError(409, 'stale', 'These settings were changed elsewhere since you opened them. Reload to see the latest, then save again.');

export type AdminContext = { ip?: string; requestId?: string; waitUntil?: (promise: Promise<unknown>) => void };
