// The commune an order names, looked up in its wilaya's communes as the form's list matches them
// (src/domain/shipping/commune-match.ts). The communes are reference data that only a migration
// changes, so a warm function keeps each wilaya's list it has read (about 60 names at most) and
// checks the next order from memory; the orders table's foreign key to the communes has the last word.
// A wilaya of 2026 (59-69) has its own communes, each found with the carrier wilaya it is shipped as.
import { memoryKeyOf, type Sql } from '../db/client.ts';
import { communeIndex, communeKey } from '../../domain/shipping/commune-match.ts';
import { listCommunes, type OrderCommune } from './wilayas.repo.ts';

// One memory per database client (memoryKeyOf), so two databases in one process (the tests) never meet.
const memories = new WeakMap<object, Map<string, Promise<Map<string, OrderCommune>>>>();

/** The wilaya's communes by their folded French and Arabic names (folded once per wilaya, not per order). */
function communesOf(sql: Sql, wilayaCode: string): Promise<Map<string, OrderCommune>> {
  let memory = memories.get(memoryKeyOf(sql));
  if (!memory) memories.set(memoryKeyOf(sql), (memory = new Map()));
  let communes = memory.get(wilayaCode);
  if (!communes) {
    communes = listCommunes(wilayaCode, sql).then(communeIndex);
    memory.set(wilayaCode, communes);
    // A failed read is not remembered; an unknown wilaya (no communes) is read again next time too.
    communes.then(
      (index) => index.size === 0 && memory.delete(wilayaCode),
      () => memory.delete(wilayaCode),
    );
  }
  return communes;
}

export type CommuneLookup =
  /** commune.carrierCode: the wilaya of the 58 the order is priced, stored and shipped as. */
  | { kind: 'found'; commune: OrderCommune }
  | { kind: 'unknown' }
  /** The code is not a wilaya: the order's pricing refuses it with its own message. */
  | { kind: 'no_wilaya' };

export async function lookUpCommune(sql: Sql, wilayaCode: string, typed: string): Promise<CommuneLookup> {
  const communes = await communesOf(sql, wilayaCode);
  if (communes.size === 0) return { kind: 'no_wilaya' };
  const key = communeKey(typed);
  const commune = key ? communes.get(key) : undefined;
  return commune ? { kind: 'found', commune } : { kind: 'unknown' };
}
