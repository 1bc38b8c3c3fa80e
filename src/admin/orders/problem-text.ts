// A refused or failed orders call in the owner's words (src/admin/ui/problem-text.ts): the codes the
// orders API answers, the network, else the server's own message.
import { refusalText } from '../ui/problem-text.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { OrdersMessageKey } from './messages/index.ts';

const BY_CODE = { network: 'networkError', stale: 'stale', invalid: 'fixFields', has_parcel: 'hasParcel' } as const;

export const problemText = (error: unknown, t: Translate<OrdersMessageKey>, action: 'failed' | 'loadFailed' = 'failed'): string =>
  refusalText(error, t, { byCode: BY_CODE, failed: action });
