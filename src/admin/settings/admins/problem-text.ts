// The admin API's refusal codes in the owner's language (src/admin/ui/problem-text.ts; the server's
// English message otherwise).
import { refusalText } from '../../ui/problem-text.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { SettingsMessageKey } from '../messages/index.ts';

const BY_CODE: Partial<Record<string, SettingsMessageKey>> = {
  last_admin: 'lastAdmin',
  not_owner: 'notOwner',
  last_owner: 'lastOwner',
  own_session: 'ownSession',
  wrong_password: 'wrongPassword',
  too_many_attempts: 'tooManyPasswordTries',
  stale: 'stale',
  network: 'networkError',
};

export const problemText = (error: unknown, t: Translate<SettingsMessageKey>): string =>
  refusalText(error, t, { byCode: BY_CODE, failed: 'failed' });
