// Trades a Supabase access token for an admin session (the spec's token sync). A refusal signs the
// identity out of Supabase and leaves the spec's authentication error for the sign-in screen.
import { adminCall } from '../../core/admin-api.ts';
import { forgetSession, saveSession, type AdminSession } from '../../core/admin-session.ts';
import type { SupabaseConfig } from './auth-config.ts';

export async function exchangeSupabaseToken(accessToken: string, config: SupabaseConfig | null): Promise<boolean> {
  try {
    const session = await adminCall<AdminSession>('session', {
      method: 'POST',
      anonymous: true,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    saveSession(session);
    return true;
  } catch {
    if (config) {
      const { signOutOfSupabase } = await import('./supabase-auth.ts');
      await signOutOfSupabase(config, accessToken);
    }
    forgetSession(null, { reload: false });
    return false;
  }
}
