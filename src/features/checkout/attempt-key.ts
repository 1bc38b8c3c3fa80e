// One idempotency key per checkout attempt, kept in sessionStorage: a retry after a lost answer or a
// reload sends the same key, so the server returns the first order instead of making a second one.
// A new key is made only once an order has been confirmed.
import { randomKey } from '../../client/random-key.ts';

const memory = new Map<string, string>();
const storageKey = (scope: string) => `order-attempt:${scope}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // private modes and sandboxed frames may refuse storage
  }
}

export function attemptKey(scope: string): string {
  const store = storage();
  const existing = store?.getItem(storageKey(scope)) ?? memory.get(scope);
  if (existing && /^[A-Za-z0-9_-]{8,100}$/.test(existing)) return existing;
  const key = randomKey();
  memory.set(scope, key);
  store?.setItem(storageKey(scope), key);
  return key;
}

export function finishAttempt(scope: string): void {
  memory.delete(scope);
  storage()?.removeItem(storageKey(scope));
}
