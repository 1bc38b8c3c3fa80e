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
 * The columns that hold a secret, each named for what it is: a password's or a sign-in token's hash,
 * a carrier's sealed credentials and its webhook's signing secret. A backup goes to a chat and sits
 * in downloads: none of these goes into it.
 *
 * Named one by one, not by a pattern: a rule meant for password hashes ("ends in hash") also dropped
 * the orders' link hashes, and every order link and confirming link of a restored shop answered 404
 * (issue 38). A column a later migration adds whose name sounds secret (SOUNDS_SECRET) must be put in
 * this list or in NOT_SECRET_COLUMNS: tests/functions/admin-backup.test.ts reads the migrated schema
 * and fails until it is.
 */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  admin_accounts: ['password_hash'],
  site_settings: ['password_hash'],
  admin_sessions: ['token_hash'],
  admin_session_cookies: ['secret_hash', 'previous_hash'],
  admin_setup_tokens: ['token_hash'],
  carrier_accounts: ['credentials', 'webhook_secret'],
  // The ad platforms' access tokens (sealed under this server's secret): the owner sets them again.
  ad_platform_tokens: ['token'],
};

/**
 * Columns whose name sounds secret and that are not, kept in backups. The link hashes are the sha256
 * of each order's two link tokens: a token cannot be had from its hash, and without them a restored
 * shop's order links and confirming links are dead.
 */
export const NOT_SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  orders: ['view_link_hash', 'confirm_link_hash'],
};

/** What a secret column's name tends to look like: only to make sure each such column has been named above. */
export const SOUNDS_SECRET = /(^|_)(password|hash|secret|credentials?|token|api_key|private_key|salt)$/;

export const isSecretColumn = (table: string, column: string) => SECRET_COLUMNS[table]?.includes(column) ?? false;

/** 'table.column' of each column that sounds secret and is in neither list. */
export function unclassifiedColumns(tables: readonly { name: string; columns: readonly string[] }[]): string[] {
  return tables.flatMap((t) =>
    t.columns
      .filter((c) => SOUNDS_SECRET.test(c) && !isSecretColumn(t.name, c) && !NOT_SECRET_COLUMNS[t.name]?.includes(c))
      .map((c) => `${t.name}.${c}`),
  );
}

/**
 * The columns of a table that go into a backup, or null for none of it. A table whose rows exist to
 * hold a secret (a secret column that may not be empty: sessions, setup links, a carrier's account) is
 * left out whole, and a secret column that may be empty is left out of its table's rows. A restored
 * shop's admins set a new password (`npm run admin -- create`), its owner a new site password (`npm
 * run gate`) and connects the carriers again; restore.ts keeps what the empty database had there (the
 * placeholder site password, which no deploy accepts).
 */
export function backedUpColumns(table: string, columns: readonly string[], notNull: readonly string[]): string[] | null {
  if (EPHEMERAL_TABLES.includes(table)) return null;
  if (columns.some((c) => isSecretColumn(table, c) && notNull.includes(c))) return null;
  return columns.filter((c) => !isSecretColumn(table, c));
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
