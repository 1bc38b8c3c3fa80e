// Who may run the shop: the authorised emails (spec: authorizedAdminEmails), the password
// accounts, one's own password and the open sessions.
import * as z from 'zod/mini';
import { adminEmail, key } from './text-rules.ts';
import { ADMIN_PASSWORD_MAX, newPassword } from './session.ts';

/** isOwner: the shop's owner (the first admin), who alone adds and removes admin emails. */
export type AdminEmailRow = { email: string; hasPassword: boolean; isOwner: boolean; createdAt: string };
/** GET /api/admin/admins */
export type AdminEmails = { emails: AdminEmailRow[] };

/** POST /api/admin/admins: the email may then sign in through Supabase Auth. */
export const addAdminBodySchema = z.object({ email: adminEmail });
export type AddAdminBody = z.infer<typeof addAdminBodySchema>;

/** POST /api/admin/password: one's own password; every other session of the account ends. */
export const ownPasswordBodySchema = z.object({
  currentPassword: z.optional(z.string(key('required')).check(z.maxLength(ADMIN_PASSWORD_MAX, key('tooLong')))),
  newPassword,
});
export type OwnPasswordBody = z.infer<typeof ownPasswordBodySchema>;

/** One signed-in browser (its tabs share one session); current: the caller's. */
export type AdminSessionRow = { id: string; email: string; createdAt: string; expiresAt: string; current: boolean };
/** GET /api/admin/sessions */
export type AdminSessions = { sessions: AdminSessionRow[] };
