// A backup made before issue 38 left out the orders' link hashes (a rule meant for password hashes
// dropped every column ending in "hash"): restored as it was, every customer's order link and the
// owner's confirming links answer 404. Each hash is derived from the order's idempotency key and the
// shop's link secret (link-tokens.ts), so given the SAME GATE_COOKIE_SECRET the original shop had,
// the restore derives them again and the links sent before work as they did.
import type { Queryable } from '../../db/queryable.ts';
import type { BackupFile } from '../../../domain/admin-orders/backup.ts';
import { orderLinkHashes } from '../../orders/link-tokens.ts';

const ROWS_PER_UPDATE = 2000;

/** True when the backup has orders but not their link hashes (a backup from before they were kept). */
export function lacksOrderLinks(file: BackupFile): boolean {
  const orders = file.tables.orders;
  return Boolean(orders && orders.rows.length && !orders.columns.includes('view_link_hash'));
}

/** Writes the link hashes of the backup's orders derived with `secret`; returns how many orders got them. */
export async function deriveOrderLinks(tx: Queryable, file: BackupFile, secret: string): Promise<number> {
  const orders = file.tables.orders!;
  const id = orders.columns.indexOf('id');
  const key = orders.columns.indexOf('idempotency_key');
  if (id < 0 || key < 0) return 0;
  const rows = orders.rows.flatMap((row) => {
    const hashes = orderLinkHashes(String(row[key]), secret);
    return hashes ? [{ id: row[id], view: hashes.viewHash, confirm: hashes.confirmHash }] : [];
  });
  for (let at = 0; at < rows.length; at += ROWS_PER_UPDATE) {
    await tx.unsafe(
      `update public.orders o set view_link_hash = x.view, confirm_link_hash = x.confirm
       from jsonb_to_recordset($1::text::jsonb) as x(id uuid, view text, confirm text) where o.id = x.id`,
      [JSON.stringify(rows.slice(at, at + ROWS_PER_UPDATE))],
    );
  }
  return rows.length;
}
