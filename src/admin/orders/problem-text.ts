// A refused or failed call in the owner's language: the codes the orders API answers, the network,
// else the server's own message.
import { AdminApiError } from '../shell/admin-api.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { OrdersMessageKey } from './messages.ts';

export function problemText(error: unknown, t: Translate<OrdersMessageKey>, action: 'failed' | 'loadFailed' = 'failed'): string {
  if (error instanceof AdminApiError) {
    if (error.status === 0) return t('networkError');
    if (error.code === 'stale') return t('stale');
    if (error.code === 'invalid') return t('fixFields');
  }
  return t(action, { message: error instanceof Error ? error.message : String(error) });
}
