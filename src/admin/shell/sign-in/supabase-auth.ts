// The Supabase Auth side of signing in, loaded only when the shop has Supabase configured and the
// owner is on the sign-in screen (supabase-js is never part of the first download otherwise).
// The implicit flow returns the access token in the fragment, which the island exchanges for an
// admin session at POST /api/admin/session; no Supabase session is kept in the browser.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseConfig } from './auth-config.ts';

let client: SupabaseClient | undefined;

function supabase(config: SupabaseConfig): SupabaseClient {
  client ??= createClient(config.url, config.anonKey, {
    auth: { flowType: 'implicit', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

export async function sendEmailLink(config: SupabaseConfig, email: string, redirectTo: string): Promise<boolean> {
  // shouldCreateUser false: only people who already have a Supabase account get a link.
  const { error } = await supabase(config).auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo, shouldCreateUser: false } });
  return !error;
}

export async function googleSignInUrl(config: SupabaseConfig, redirectTo: string): Promise<string | null> {
  const { data, error } = await supabase(config).auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo, skipBrowserRedirect: true },
  });
  return error ? null : data.url;
}

/** Ends the Supabase session of a refused identity (its refresh token stops working too). */
export async function signOutOfSupabase(config: SupabaseConfig, accessToken: string): Promise<void> {
  await supabase(config)
    .auth.admin.signOut(accessToken, 'local')
    .catch(() => undefined);
}
