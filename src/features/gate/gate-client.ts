// The island's side of POST /api/gate, and the wait it remembers across a reload (sessionStorage:
// the server enforces the wait anyway; this only keeps the countdown honest after F5).
import { readGateAnswer, type GateOutcome } from '../../domain/gate/gate-answer.ts';

export async function submitGatePassword(password: string): Promise<GateOutcome> {
  try {
    const response = await fetch('/api/gate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ password }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return readGateAnswer(response.status, body, response.headers.get('retry-after'));
  } catch {
    return { kind: 'failed' };
  }
}

export type Wait = { until: number; lockout: boolean };
const KEY = 'gate-wait';

export function rememberWait(wait: Wait | undefined): void {
  try {
    if (wait) sessionStorage.setItem(KEY, JSON.stringify(wait));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private mode): the countdown simply starts fresh after a reload.
  }
}

export function recalledWait(now: number): Wait | undefined {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { until, lockout } = raw as Record<string, unknown>;
    return typeof until === 'number' && until > now && typeof lockout === 'boolean' ? { until, lockout } : undefined;
  } catch {
    return undefined;
  }
}

export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));
