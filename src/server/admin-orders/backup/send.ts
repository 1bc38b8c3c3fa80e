// Posts a backup to the chat webhook as the spec says: multipart form data, the message (`content`)
// plus the JSON file (`files[0]`, Discord's field; Discord-style services read the same), one request
// per part when the file is over the service's limit. A 429 is waited out (Discord's Retry-After) a
// few times; any other refusal is an error naming the status.
import { DISCORD_FILE_LIMIT_BYTES, partName, splitBytes, type BackupScope } from '../../../domain/admin-orders/backup.ts';
import type { EncodedBackup } from './encode.ts';
import { shopEnv } from '../../env.ts';

// Uploads take longer than a chat line: a part of 9 MiB on a slow uplink.
const UPLOAD_TIMEOUT_MS = 60_000;
const MAX_RATE_LIMIT_WAITS = 3;

export class BackupWebhookError extends Error {}

/**
 * Where a backup of this scope may go: BACKUP_WEBHOOK_URL (a channel of its own for backups), or for
 * the orders alone the orders' ORDER_WEBHOOK_URL too (that chat gets every order anyway). The whole
 * database (the catalog, the settings, the admins, the audit log) never goes to the orders chat, which
 * staff and delivery helpers may read.
 */
export function backupWebhookUrl(scope: BackupScope): string | undefined {
  const env = shopEnv();
  const own = env.BACKUP_WEBHOOK_URL?.trim();
  return own || (scope === 'orders' ? env.ORDER_WEBHOOK_URL?.trim() : undefined) || undefined;
}

/** BACKUP_MAX_FILE_BYTES, else Discord's limit for an unboosted server (domain/admin-orders/backup.ts). */
export function partLimit(): number {
  const set = Number(shopEnv().BACKUP_MAX_FILE_BYTES);
  return Number.isInteger(set) && set >= 1024 ? set : DISCORD_FILE_LIMIT_BYTES;
}

async function postPart(url: string, content: string, name: string, bytes: Uint8Array, type: string): Promise<void> {
  for (let waits = 0; ; waits++) {
    const form = new FormData();
    form.append('content', content);
    form.append('files[0]', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return;
    if (response.status === 429 && waits < MAX_RATE_LIMIT_WAITS) {
      const seconds = Math.min(10, Math.max(0.5, Number(response.headers.get('retry-after')) || 2));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    throw new BackupWebhookError(`Discord API error: ${response.status}`);
  }
}

/** Sends every part in order; `describe(i, n)` words each part's message. Returns the number of parts. */
export async function sendBackup(
  url: string,
  file: EncodedBackup,
  describe: (part: number, parts: number) => string,
  limit = partLimit(),
): Promise<number> {
  const parts = splitBytes(file.bytes, limit);
  const type = file.gzipped || parts.length > 1 ? 'application/gzip' : 'application/json';
  for (const [i, bytes] of parts.entries()) {
    await postPart(
      url,
      describe(i + 1, parts.length),
      partName(file.fileName, i, parts.length),
      bytes,
      parts.length > 1 ? 'application/octet-stream' : type,
    );
  }
  return parts.length;
}
