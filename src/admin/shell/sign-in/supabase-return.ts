// What Supabase Auth appends to the admin's address when it sends the owner back (email link or
// Google, implicit flow): the access token, or an error. Read from the fragment, then wiped from
// the address bar so the token is not left in the history.
export type SupabaseReturn = { kind: 'token'; accessToken: string } | { kind: 'error' } | null;

export function supabaseReturnOf(hash: string): SupabaseReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  if (accessToken && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(accessToken)) return { kind: 'token', accessToken };
  if (params.has('error') || params.has('error_description') || accessToken !== null) return { kind: 'error' };
  return null;
}

/** The message a Google popup posts to the admin tab that opened it. */
export const POPUP_MESSAGE = 'admin-supabase-return';
