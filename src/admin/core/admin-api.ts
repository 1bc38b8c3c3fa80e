// Every call the island makes to /api/admin/*: the working token rides in X-Auth-Token (a cookie
// alone never authorises an admin call), answers are JSON, and refusals become AdminApiError with
// the server's code, message, field errors and wait. A 401 ends the session ('Session expired').
import { $session, forgetSession } from './admin-session.ts';

export type ApiErrorBody = {
  code: string;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  details?: unknown;
};

export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;
  /** More about the refusal, per code (the catalog's stock_at_stake cells, an import's report). */
  readonly details: unknown;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.retryAfterSeconds = body.retryAfterSeconds;
    this.details = body.details;
  }
}

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Sign-in calls: no token, and their 401 is a refusal, not an ended session. */
  anonymous?: boolean;
  /** The renewal call itself must not wait for a renewal. */
  renewing?: boolean;
};

/** Reads the contract's error shape; anything else becomes a generic error named by its status. */
export function errorBodyOf(status: number, body: unknown, statusText = ''): ApiErrorBody {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields, retryAfterSeconds, details } = error as Record<string, unknown>;
    const cleanFields =
      typeof fields === 'object' && fields !== null
        ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : undefined;
    return {
      code: typeof code === 'string' ? code : `http_${status}`,
      message: typeof message === 'string' ? message : `${status}: ${statusText}`,
      ...(cleanFields ? { fields: cleanFields } : {}),
      ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
      ...(details !== undefined ? { details } : {}),
    };
  }
  return { code: `http_${status}`, message: `${status}: ${statusText}` };
}

let beforeCall: (() => Promise<void>) | undefined;
/** The session keeper renews a token close to its end before a call goes out. */
export function setBeforeCall(hook: (() => Promise<void>) | undefined): void {
  beforeCall = hook;
}

/** A call made without adminCall (an upload with progress) renews a token close to its end first too. */
export async function beforeAdminCall(): Promise<void> {
  await beforeCall?.();
}

export async function adminCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  if (!options.anonymous && !options.renewing) await beforeCall?.();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = $session.get()?.token;
  if (!options.anonymous && token) headers['x-auth-token'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    throw new AdminApiError(0, { code: 'network', message: 'Network error' });
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  if (response.status === 401 && !options.anonymous && token) forgetSession('expired', { reload: true });
  throw new AdminApiError(response.status, errorBodyOf(response.status, body, response.statusText));
}
