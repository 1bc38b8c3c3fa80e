// A parcel's label, kept once: its PDF in the labels storage (private: Supabase Storage's parcel-labels
// bucket, or UPLOADS_DIR/parcel-labels locally; src/server/storage/storage.ts), its key and when it was
// kept on the parcel's row (parcels.label_path, label_stored_at), and a line in the order's history.
import type { Sql } from '../../db/client.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { lockOrderOfParcel } from './parcels.repo.ts';
import { addParcelLine } from '../../orders/order-history.repo.ts';

export type LabelledParcel = { id: string; orderId: string; platform: CarrierPlatform; tracking: string };

/**
 * 'ecotrack/42-ecqfld2103047673.pdf': by the parcel's row and its tracking, so a parcel sent again after
 * a cancel (a new row) never meets the old label, nor does a database started afresh over an old folder.
 */
const labelKey = (parcel: Pick<LabelledParcel, 'id' | 'platform' | 'tracking'>): string =>
  `${parcel.platform}/${parcel.id}-${parcel.tracking
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .slice(0, 100)}.pdf`;

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

/**
 * The kept PDF, or undefined when the storage no longer has it (a backup restored into a new project:
 * the rows come back, the files do not) or cannot be read now: the caller asks the carrier again.
 */
export async function keptLabel(storage: ObjectStorage, path: string): Promise<Uint8Array | undefined> {
  try {
    const bytes = await storage.get(path);
    return bytes && isPdf(bytes) ? bytes : undefined;
  } catch (error) {
    console.warn(`[parcels] the kept label ${path} could not be read: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Writes the PDF and records it on the parcel while it is still at the carrier (a parcel cancelled
 * meanwhile keeps no label), with a history line the first time. A storage that fails is logged and
 * changes nothing: the owner still gets the label the carrier gave, and the next request asks again.
 */
export async function keepLabel(sql: Sql, storage: ObjectStorage, parcel: LabelledParcel, pdf: Uint8Array, by: string): Promise<void> {
  const key = labelKey(parcel);
  try {
    await storage.put(key, pdf, 'application/pdf');
  } catch (error) {
    console.warn(`[parcels] the label of ${parcel.tracking} could not be kept: ${(error as Error).message}`);
    return;
  }
  await sql.begin(async (tx) => {
    // The order's lock first, as every transaction that writes a parcel and its order's history does.
    await lockOrderOfParcel(tx, parcel.id);
    const [row] = await tx<{ label_path: string | null }[]>`
      select label_path from parcels where id = ${parcel.id} and state = 'created' for update`;
    if (!row) return;
    await tx`update parcels set label_path = ${key}, label_stored_at = now() where id = ${parcel.id}`;
    if (row.label_path === null) await addParcelLine(tx, parcel.orderId, { kind: 'label_kept', tracking: parcel.tracking }, by);
  });
}

/**
 * A cancelled parcel's kept label is removed: it is never served again, and it holds the customer's name,
 * phone and address. Afterwards, so that a storage that fails leaves the cancel done (and logged).
 */
export async function forgetLabel(sql: Sql, storage: ObjectStorage | undefined, parcelId: string): Promise<void> {
  const [row] = await sql<{ label_path: string | null }[]>`
    select label_path from parcels where id = ${parcelId} and state = 'cancelled'`;
  if (!storage || !row?.label_path) return;
  try {
    await storage.remove([row.label_path]);
  } catch (error) {
    console.warn(`[parcels] the kept label ${row.label_path} could not be removed: ${(error as Error).message}`);
    return;
  }
  await sql`update parcels set label_path = null, label_stored_at = null where id = ${parcelId} and label_path = ${row.label_path}`;
}
