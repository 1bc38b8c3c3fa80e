// Admin function tests: admins made straight in the database, requests built like the island's.
import { db } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/passwords/password-hash.ts';
import { adminPasswordCost } from '../../src/server/passwords/password-cost.ts';
import { makeOwner, upsertAdmin } from '../../src/server/admin/accounts.repo.ts';
import { createSession } from '../../src/server/admin/sessions.repo.ts';
import type { Session } from '../../src/domain/admin/session.ts';

export type Handler = (request: Request, context?: { ip?: string; requestId?: string }) => Promise<Response>;

export async function makeAdmin(email: string, password?: string): Promise<{ id: string; email: string }> {
  return upsertAdmin(db(), email, password ? await hashPassword(password, adminPasswordCost()) : null);
}

export async function signedIn(email = 'owner@test.dz'): Promise<Session> {
  const account = await makeAdmin(email);
  return createSession(db(), account.id, 'password');
}

/**
 * Signed in as one of the shop's owners (the test database is shared by every file, so the first admin
 * is whoever came first): what connecting a carrier account needs (staff admins get 403 not_owner).
 */
export async function ownerSignedIn(email = 'owner@test.dz'): Promise<Session> {
  const session = await signedIn(email);
  await makeOwner(db(), email);
  return session;
}

type Call = { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; ip?: string; contentType?: string };

export function adminRequest(path: string, call: Call = {}): Request {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers['x-auth-token'] = call.token;
  // JSON unless the call says otherwise (a CSV, a multipart upload): the functions refuse other types (415).
  if (call.body !== undefined) headers['content-type'] ??= call.contentType ?? 'application/json';
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  return new Request(`https://shop.example${path}`, {
    method,
    headers,
    ...(call.body !== undefined ? { body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) } : {}),
  });
}

export async function call(handler: Handler, path: string, options: Call = {}): Promise<{ status: number; body: any; response: Response }> {
  const response = await handler(adminRequest(path, options), { ip: options.ip ?? '198.51.100.7', requestId: 'test' });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
}

/** No admin, no session, no counted failure, no setup link: a shop that has just been installed. */
export async function resetAdminArea(): Promise<void> {
  const sql = db();
  await sql`delete from admin_emails`;
  await sql`delete from admin_setup_tokens`;
  await sql`delete from login_attempts where scope = 'admin'`;
}

export async function auditCount(): Promise<number> {
  const [row] = await db()<{ n: number }[]>`select count(*)::int as n from admin_audit`;
  return row!.n;
}
