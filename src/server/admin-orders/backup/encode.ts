// The backup as bytes: JSON, gzipped over COMPRESS_ABOVE_BYTES; and back (gzip recognised by its magic
// bytes, so a file renamed by a chat app still reads).
import { gunzipSync, gzipSync } from 'node:zlib';
import { backupFileName, backupFileSchema, COMPRESS_ABOVE_BYTES, type BackupFile } from '../../../domain/admin-orders/backup.ts';
import { toAlgiersLocal } from '../../../domain/admin/algiers-time.ts';

export type EncodedBackup = { fileName: string; bytes: Buffer; gzipped: boolean };

/** The file's bytes from its JSON text (dump.ts writes it) or from the object. */
export function encodeBackup(file: BackupFile | string, compressAbove = COMPRESS_ABOVE_BYTES): EncodedBackup {
  const json = Buffer.from(typeof file === 'string' ? file : JSON.stringify(file));
  const { scope, createdAt } = typeof file === 'string' ? headOf(file) : file;
  const gzipped = json.length > compressAbove;
  return {
    fileName: backupFileName(scope, toAlgiersLocal(createdAt), gzipped),
    // Level 6 (zlib's default): level 9 takes three times as long for a file a few per cent smaller.
    bytes: gzipped ? gzipSync(json, { level: 6 }) : json,
    gzipped,
  };
}

/** The scope and time from the head of the JSON text, which dump.ts writes first. */
function headOf(json: string): Pick<BackupFile, 'scope' | 'createdAt'> {
  const scope = /"scope":"(orders|database)"/.exec(json.slice(0, 300))?.[1] as BackupFile['scope'] | undefined;
  const createdAt = /"createdAt":"([^"]+)"/.exec(json.slice(0, 300))?.[1];
  if (!scope || !createdAt) throw new Error('not a backup text');
  return { scope, createdAt };
}

export class UnreadableBackup extends Error {}

export function decodeBackup(bytes: Uint8Array): BackupFile {
  let text: string;
  try {
    const plain = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes);
    text = plain.toString('utf8');
  } catch {
    throw new UnreadableBackup('The file is gzip but damaged or incomplete (a missing part?).');
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UnreadableBackup('The file is not a backup: it is not JSON (a missing part, or parts joined out of order?).');
  }
  const parsed = backupFileSchema.safeParse(json);
  if (!parsed.success)
    throw new UnreadableBackup(
      `The file is not a shop backup this version can read (${parsed.error.issues[0]?.path.join('.') || 'format'}).`,
    );
  return parsed.data;
}
