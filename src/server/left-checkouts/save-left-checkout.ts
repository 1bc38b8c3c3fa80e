// Her draft from a checkout (POST /api/left-checkout), after the schema: a script's form (honeypot or
// too fast) is answered as if kept and keeps nothing; then the address's saves in the window; then the
// one statement that writes it within the phone's and the address's draft limits.
import type { Queryable } from '../db/queryable.ts';
import { isBotSave, type LeftCheckoutSave } from '../../domain/left-checkouts/left-checkout-request.ts';
import { countSave, storeDraft, type StoreDraftOutcome } from './left-checkouts.repo.ts';

export type SaveOutcome = StoreDraftOutcome | { kind: 'ignored' } | { kind: 'too_many_saves'; retryAfterSeconds: number };

export async function saveLeftCheckout(sql: Queryable, save: LeftCheckoutSave, clientKey: string | null): Promise<SaveOutcome> {
  // A bot's saves count against its address too: a honeypot is no free pass to hammer the function.
  if (clientKey) {
    const budget = await countSave(sql, clientKey);
    if (!budget.allowed) return { kind: 'too_many_saves', retryAfterSeconds: budget.retryAfterSeconds };
  }
  if (isBotSave(save)) return { kind: 'ignored' };
  return storeDraft(sql, save, clientKey);
}
