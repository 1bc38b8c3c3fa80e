// What POST /api/gate answers, shared by the gate function and the gate island. No zod here:
// the island reads it and must stay small.
export const GATE_BODY_LIMIT = 1024;
export const GATE_PASSWORD_MAX = 200;
/** A new site password's least length (the admin's and `npm run gate`'s rule; the check takes any length). */
export const GATE_PASSWORD_MIN = 10;

export const GATE_MESSAGES = {
  invalid_password: 'Invalid access credentials. Please try again.',
  too_many_attempts: 'Too many failed attempts. Please try again in {n} seconds.',
  server_error: 'An error occurred during the authentication process. Please try again later.',
} as const;

export type GateErrorCode =
  'not_found' | 'invalid_password' | 'too_many_attempts' | 'invalid_request' | 'payload_too_large' | 'method_not_allowed' | 'server_error';

export type GateErrorBody = { error: { code: GateErrorCode; message: string; retryAfterSeconds?: number } };

/** How the island reads an answer: unlocked, a wrong password (maybe with a delay), a lockout, or a failed check. */
export type GateOutcome =
  | { kind: 'unlocked' }
  | { kind: 'invalid'; waitSeconds: number; fallback: boolean }
  | { kind: 'locked'; waitSeconds: number }
  | { kind: 'failed' };

const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0);

export function readGateAnswer(status: number, body: unknown, retryAfterHeader: string | null): GateOutcome {
  if (status === 200) return { kind: 'unlocked' };
  const error = typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : undefined;
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const wait = seconds(fields.retryAfterSeconds) || seconds(Number(retryAfterHeader));
  if (status === 429) return { kind: 'locked', waitSeconds: Math.max(wait, 1) };
  // A 401 whose body we cannot read still means a wrong password: the spec's fallback text.
  if (status === 401) return { kind: 'invalid', waitSeconds: wait, fallback: fields.code !== 'invalid_password' };
  return { kind: 'failed' };
}
