// Signing in and the session the island keeps (spec sections 4, 6 and 9): the session lasts at most
// 24 hours, its working token 30 minutes and is renewed when under 5 minutes remain; 5 failed
// password sign-ins from an address, or for an account, block it for 600 s.
import * as z from 'zod/mini';
import { adminEmail, key } from './text-rules.ts';
import { isTooEasyPassword } from './password-strength.ts';

export const SESSION_MAX_SECONDS = 86_400;
export const WORKING_TOKEN_SECONDS = 30 * 60;
export const REFRESH_WHEN_UNDER_SECONDS = 5 * 60;
export const SESSION_CHECK_EVERY_SECONDS = 5 * 60;
export const LOGIN_BLOCK_AFTER = 5;
export const LOGIN_BLOCK_SECONDS = 600;
export const SETUP_TOKEN_SECONDS = 30 * 60;
export const ADMIN_PASSWORD_MIN = 10;
export const ADMIN_PASSWORD_MAX = 200;
/** The header every admin call carries; a cookie alone never authorises one. */
export const AUTH_HEADER = 'x-auth-token';

export const sessionSchema = z.object({
  token: z.string(),
  /** now + 30 min, never past sessionExpiresAt */
  tokenExpiresAt: z.string(),
  /** sign-in + 24 h */
  sessionExpiresAt: z.string(),
  email: z.string(),
  /**
   * The database's clock when it answered. The island reads the two ends against it, not against the
   * phone's own clock, which may be minutes or hours off: a phone 26 minutes ahead would otherwise
   * see every new token as nearly spent and renew it again and again.
   */
  issuedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * A new password: 10 to 200 characters, kept exactly as typed (no trimming), and not one a guesser
 * tries first (password-strength.ts). Where the admin's email is known, passwordMentionsEmail adds it.
 */
export const newPassword = z.string(key('required')).check(
  z.minLength(1, key('required')),
  z.minLength(ADMIN_PASSWORD_MIN, key('passwordTooShort')),
  z.maxLength(ADMIN_PASSWORD_MAX, key('tooLong')),
  z.refine((password) => password.length < ADMIN_PASSWORD_MIN || !isTooEasyPassword(password), key('passwordTooEasy')),
);

/** A password easy to guess only for this email: the email, or its part before the @, with only digits or symbols added. */
export const passwordMentionsEmail = (password: string, email: string): boolean =>
  !isTooEasyPassword(password) && isTooEasyPassword(password, email);
const anyPassword = z.string(key('required')).check(z.minLength(1, key('required')), z.maxLength(ADMIN_PASSWORD_MAX, key('tooLong')));

export const loginBodySchema = z.object({ email: adminEmail, password: anyPassword });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The setup token rides in the link's #fragment (never sent to a server log) and then in this body. */
export const setupTokenSchema = z.string(key('invalid')).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, key('invalid')));
export const setupBodySchema = z.object({ token: setupTokenSchema, email: adminEmail, password: newPassword }).check(
  z.superRefine((body, ctx) => {
    if (
      typeof body.password === 'string' &&
      typeof body.email === 'string' &&
      body.password.length >= ADMIN_PASSWORD_MIN &&
      passwordMentionsEmail(body.password, body.email)
    )
      ctx.issues.push({ code: 'custom', path: ['password'], message: 'passwordTooEasy', input: body.password });
  }),
);
export type SetupBody = z.infer<typeof setupBodySchema>;

export const meSchema = z.object({ email: z.string(), sessionExpiresAt: z.string(), tokenExpiresAt: z.string() });
export type Me = z.infer<typeof meSchema>;

export const authConfigSchema = z.object({
  supabase: z.nullable(z.object({ url: z.string(), anonKey: z.string() })),
  passwordSignIn: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
