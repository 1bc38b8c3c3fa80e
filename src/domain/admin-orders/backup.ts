// The backup file: the orders (with their lines, history and what else hangs on an order) or the whole
// database, as one JSON document that `npm run restore` puts back into an empty database. Rows are
// kept as PostgreSQL writes them in JSON (timestamps with microseconds, arrays, JSON columns), so a
// round trip gives back every value. Compressed with gzip above COMPRESS_ABOVE_BYTES, and split into
// parts for the chat service when the file is over its limit.
import * as z from 'zod/mini';
import { key } from '../admin/text-rules.ts';

export const BACKUP_FORMAT = 'drp-shop-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_SCOPES = ['orders', 'database'] as const;
export type BackupScope = (typeof BACKUP_SCOPES)[number];

/**
 * Discord takes at most 10 MB per webhook request on a server without boosts (Nitro and boosts raise
 * it for people, not for webhooks of an unboosted server). A part stays under 9 MiB so that the
 * request (the part, the message and the multipart framing) stays under 10 MB. BACKUP_MAX_FILE_BYTES
 * sets another limit (a boosted server: 50 MB; Slack or Telegram have their own).
 */
export const DISCORD_FILE_LIMIT_BYTES = 9 * 1024 * 1024;
/** Anything over 1 MiB is sent gzipped: about a quarter of the size (100,000 orders: 69 MB of JSON, 18 MB gzipped). */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
/** Netlify answers a function with at most 6 MB: a download over this is refused with the other ways to get it. */
export const DOWNLOAD_LIMIT_BYTES = 5_500_000;

export const backupRequestSchema = z.object({ scope: z._default(z.enum(BACKUP_SCOPES, key('invalid')), 'orders') });

/** Tables never backed up: sign-in state and throttling counters, short-lived and worthless after a restore. */
export const EPHEMERAL_TABLES: readonly string[] = [
  'admin_sessions',
  'admin_session_cookies',
  'admin_setup_tokens',
  'login_attempts',
  'gate_failure_window',
  'test_order_keys',
];

/**
 * A column that holds a secret, by its name: a password or token hash (admin_accounts.password_hash,
 * site_settings.password_hash, admin_sessions.token_hash), a secret, a credential, an API or private
 * key, a salt. By name, so that a column a later migration adds (a carrier's API key, a device token)
 * stays out of backups without anyone remembering this list.
 */
const SECRET_COLUMN = /(^|_)(password|hash|secret|credentials?|api_key|private_key|salt)$/;
export const isSecretColumn = (column: string) => SECRET_COLUMN.test(column);

/**
 * The columns of a table that go into a backup, or null for none of it. A backup goes to a chat and
 * sits in downloads, so it holds no secret: a table whose rows exist to hold one (a secret column
 * that may not be empty: sessions, setup links) is left out whole, and a secret column that may be
 * empty is left out of its table's rows. A restored shop's admins set a new password (`npm run
 * admin -- create`) and its owner a new site password (`npm run gate`); restore.ts keeps what the
 * empty database had there (the placeholder site password, which no deploy accepts).
 */
export function backedUpColumns(table: string, columns: readonly string[], notNull: readonly string[]): string[] | null {
  if (EPHEMERAL_TABLES.includes(table)) return null;
  if (columns.some((c) => isSecretColumn(c) && notNull.includes(c))) return null;
  return columns.filter((c) => !isSecretColumn(c));
}

export const backupTableSchema = z.object({ columns: z.array(z.string()).check(z.minLength(1)), rows: z.array(z.array(z.unknown())) });
export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  scope: z.enum(BACKUP_SCOPES),
  createdAt: z.string(),
  schemaVersion: z.nullable(z.string()),
  tables: z.record(z.string().check(z.regex(/^[a-z_][a-z0-9_]{0,62}$/)), backupTableSchema),
  sequences: z.record(
    z.string().check(z.regex(/^[a-z_][a-z0-9_]{0,62}$/)),
    z.object({ lastValue: z.string().check(z.regex(/^-?\d{1,19}$/)), isCalled: z.boolean() }),
  ),
});
export type BackupFile = z.output<typeof backupFileSchema>;
export type BackupTable = BackupFile['tables'][string];

/** 'shop-backup-orders-2026-11-23-0300.json' (Algiers time), '.json.gz' when compressed. */
export function backupFileName(scope: BackupScope, algiersLocal: string, gzipped: boolean): string {
  const stamp = algiersLocal.replace('T', '-').replace(':', '');
  return `shop-backup-${scope}-${stamp}.json${gzipped ? '.gz' : ''}`;
}

/** Cuts `bytes` into pieces of at most `limit` bytes (the parts are joined back in order, byte for byte). */
export function splitBytes(bytes: Uint8Array, limit: number): Uint8Array[] {
  if (limit < 1) throw new Error('a part must hold at least one byte');
  if (bytes.length <= limit) return [bytes];
  const parts: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += limit) parts.push(bytes.subarray(at, at + limit));
  return parts;
}

export const partName = (fileName: string, index: number, count: number) =>
  count === 1 ? fileName : `${fileName}.part${index + 1}of${count}`;

/** The answer of 'Backup now'. */
export type BackupSent = { fileName: string; bytes: number; gzipped: boolean; parts: number; counts: Record<string, number> };
