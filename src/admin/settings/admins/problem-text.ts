// The admin API's refusal codes in the owner's language (the server's English message otherwise).
import { AdminApiError } from '../../shell/admin-api.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { SettingsMessageKey } from '../messages.ts';

const BY_CODE: Partial<Record<string, SettingsMessageKey>> = {
  last_admin: 'lastAdmin',
  not_owner: 'notOwner',
  last_owner: 'lastOwner',
  own_session: 'ownSession',
  wrong_password: 'wrongPassword',
  too_many_attempts: 'tooManyPasswordTries',
  stale: 'stale',
};

export function problemText(error: unknown, t: Translate<SettingsMessageKey>): string {
  if (error instanceof AdminApiError) {
    const key = BY_CODE[error.code];
    if (key) return t(key);
    if (error.status === 0) return t('networkError');
  }
  return t('failed', { message: error instanceof Error ? error.message : String(error) });
}
