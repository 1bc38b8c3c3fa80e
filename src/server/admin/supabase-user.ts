// What Supabase Auth says of the user behind an access token (GET /auth/v1/user, as supabase-js's
// getUser does): the token's claims carry the email but not whether it was ever confirmed, and a
// project with sign-ups open would otherwise hand an admin session to anyone who signs up with a
// listed email. The call also proves the Supabase session was not signed out since the token was made.
import * as z from 'zod/mini';

const userSchema = z.object({
  id: z.string(),
  email: z.optional(z.string()),
  email_confirmed_at: z.optional(z.nullable(z.string())),
  is_anonymous: z.optional(z.boolean()),
});

export type SupabaseUserCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'not_proven' | 'unavailable' };

/** The confirmed email of the token's user, when Supabase Auth vouches for the token and the user is `sub`. */
export async function confirmedEmailOf(base: string, anonKey: string, token: string, sub: string): Promise<SupabaseUserCheck> {
  let response: Response;
  try {
    response = await fetch(`${base}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    console.error('[admin] Supabase Auth could not be reached to check a sign-in:', error);
    return { ok: false, reason: 'unavailable' };
  }
  // 401/403: Supabase no longer stands behind the token (signed out, user deleted or banned).
  if (response.status === 401 || response.status === 403) return { ok: false, reason: 'invalid' };
  const user = response.ok ? userSchema.safeParse(await response.json().catch(() => undefined)) : undefined;
  if (!user?.success) {
    console.error(`[admin] Supabase Auth answered the user check with ${response.status}`);
    return { ok: false, reason: 'unavailable' };
  }
  const { id, email, email_confirmed_at: confirmedAt, is_anonymous: anonymous } = user.data;
  if (id !== sub || anonymous === true || !email || !confirmedAt) return { ok: false, reason: 'not_proven' };
  return { ok: true, email: email.trim().toLowerCase() };
}
