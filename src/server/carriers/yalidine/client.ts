// The shop's client of the Yalidine platform's API (Yalidine, and the same API on Guepex's, Yalitec's…
// hosts: the base URL is the account's). What each call does is in docs/carrier-apis.md ("Yalidine
// platform"); the tests run it against the local stand-in (tests/carriers/stand-ins/yalidine).
import { CREATE_BATCH, DEFAULT_BASE_URL, PLATFORM_QUOTAS } from '../../../domain/carriers/platforms.ts';
import { carrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { parseGps } from '../../../domain/carriers/center-order.ts';
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';
import {
  YALIDINE_STATUSES_WITH_REASON,
  yalidineInstant,
  yalidineOutcome,
  yalidineTracking,
} from '../../../domain/carriers/yalidine-statuses.ts';
import type { CarrierClient, CarrierPlace, ConnectionCheck, ParcelLabel } from '../carrier-client.ts';
import { CarrierError, refusedCheck } from '../carrier-error.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { centerRow, communeRow, deleteEntry, historyRow, isTrue, pageSchema, parcelRow, wilayaRow, type ParcelRow } from './answers.ts';
import { createYalidineParcels } from './create-parcels.ts';
import { apiRoot, yalidineHttp, type Query } from './http.ts';
import * as z from 'zod/mini';

export type YalidineClientOptions = {
  /** The account's API root (Yalidine's by default; a clone's own host otherwise). */
  baseUrl?: string;
  apiId: string;
  apiToken: string;
  /**
   * The sender's wilaya (1-58): required on every parcel as `from_wilaya_name`, and "often forgotten"
   * (DZS). Its name as Yalidine's /wilayas spells it, read when the owner connected; without it, the
   * client reads it from that list by the code (an account connected before the name was kept).
   */
  fromWilayaCode?: number;
  fromWilayaName?: string;
  fetch?: typeof globalThis.fetch;
  /** Shared by every client of one account in a process; by default one under Yalidine's quotas. */
  pacer?: Pacer;
  /** How long one call may take before it counts as no answer (default 15 s). */
  timeoutMs?: number;
};

/** Trackings per status call (`?tracking=a,b,…`): a URL of about a kilobyte. */
export const STATUS_CHUNK = 50;
/** A list is read at most this many pages deep (1,000 rows each). */
const MAX_PAGES = 20;
/** How long a host's names of the wilayas are kept in the process (they change rarely). */
const WILAYA_NAMES_KEPT_MS = 6 * 3_600_000;
const KEPT_WILAYA_NAMES = new Map<string, { at: number; names: Promise<ReadonlyMap<number, string>> }>();

export function createYalidineClient(options: YalidineClientOptions): CarrierClient {
  const hostKey = apiRoot(options.baseUrl ?? DEFAULT_BASE_URL.yalidine!).href;
  const http = yalidineHttp({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL.yalidine!,
    apiId: options.apiId,
    apiToken: options.apiToken,
    fetch: options.fetch ?? globalThis.fetch,
    pacer: options.pacer ?? createPacer(PLATFORM_QUOTAS.yalidine),
    timeoutMs: options.timeoutMs ?? 15_000,
  });

  /** Every row of a list, page after page. */
  async function list<T extends z.ZodMiniType>(path: string, row: T, query: Query): Promise<z.output<T>[]> {
    const rows: z.output<T>[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const parsed = pageSchema(row).safeParse(await http.get(path, { ...query, page, page_size: query.page_size ?? 1000 }));
      if (!parsed.success) throw new CarrierError('answer', `Yalidine's ${path.replace(/\/$/, '')} list could not be read.`, false);
      rows.push(...(parsed.data.data as z.output<T>[]));
      if (!parsed.data.has_more) break;
    }
    return rows;
  }

  const parcelsOf = (query: Query) => list('parcels/', parcelRow, query);

  /**
   * Yalidine's names of the wilayas by id: its create takes `from_wilaya_name` and `to_wilaya_name` only
   * as /wilayas spells them ("Bordj Bou Arreridj", "El Menia": docs/carrier-apis.md). The list is the
   * host's and changes rarely: kept a few hours per host in the process, so a send costs no extra call
   * (Yalidine's quota is 5 a second); `fresh` reads it again (the owner connecting).
   */
  const namesOfWilayas = (fresh = false): Promise<ReadonlyMap<number, string>> => {
    const kept = KEPT_WILAYA_NAMES.get(hostKey);
    if (!fresh && kept && Date.now() - kept.at < WILAYA_NAMES_KEPT_MS) return kept.names;
    const names = list('wilayas/', wilayaRow, {}).then((rows) => new Map(rows.map((w) => [Number(w.id), w.name.trim()])));
    KEPT_WILAYA_NAMES.set(hostKey, { at: Date.now(), names });
    // A failed read is not kept: the next send asks again.
    names.catch(() => KEPT_WILAYA_NAMES.get(hostKey)?.names === names && KEPT_WILAYA_NAMES.delete(hostKey));
    return names;
  };

  /**
   * The reason of each parcel's last status, where that status has one (a failed attempt, a hold): its
   * newest history row of that status. One call for the whole chunk (filters take comma-separated values).
   */
  async function reasonsOf(rows: readonly ParcelRow[]): Promise<Map<string, string>> {
    const last = new Map<string, string>();
    for (const r of rows) {
      const status = r.last_status?.trim() ?? '';
      if ((YALIDINE_STATUSES_WITH_REASON as readonly string[]).includes(status)) last.set(yalidineTracking(r.tracking), status);
    }
    const found = new Map<string, string>();
    if (!last.size) return found;
    const history = await list('histories/', historyRow, {
      tracking: [...last.keys()].join(','),
      status: [...new Set(last.values())].join(','),
      fields: 'tracking,status,reason,date_status',
    });
    // Newest first (Yalidine's order; sorted again in case), so the first row of the status is the one.
    history.sort((x, y) => String(y.date_status ?? '').localeCompare(String(x.date_status ?? '')));
    const decided = new Set<string>();
    for (const h of history) {
      const t = yalidineTracking(h.tracking);
      if (decided.has(t) || h.status.trim() !== last.get(t)) continue;
      decided.add(t);
      if (h.reason?.trim()) found.set(t, h.reason.trim());
    }
    return found;
  }

  const report = (row: ParcelRow, reason: string | undefined): ParcelReport | null => {
    const status = row.last_status?.trim() ?? '';
    const outcome = yalidineOutcome(status);
    if (!outcome) return null; // a label Yalidine does not document: left out, as an unknown parcel is
    const at = yalidineInstant(row.date_last_status) ?? new Date().toISOString();
    return { tracking: yalidineTracking(row.tracking), outcome, carrierStatus: status, at, ...(reason ? { reason } : {}) };
  };

  return {
    platform: 'yalidine',

    async checkConnection(): Promise<ConnectionCheck> {
      try {
        await http.get('wilayas/', { page_size: 1 });
        return { ok: true };
      } catch (e) {
        if (e instanceof CarrierError) return refusedCheck(e);
        throw e;
      }
    },

    async wilayaName(wilayaCode: number): Promise<string | null> {
      return (await namesOfWilayas(true)).get(wilayaCode) || null;
    },

    async communes(wilayaCode: number): Promise<CarrierPlace[]> {
      const rows = await list('communes/', communeRow, { wilaya_id: wilayaCode });
      return rows
        .filter((c) => c.is_deliverable === undefined || isTrue(c.is_deliverable))
        .map((c) => ({
          id: String(c.id),
          name: c.name,
          wilayaCode: Number(c.wilaya_id),
          ...(c.wilaya_name ? { wilayaName: c.wilaya_name } : {}),
        }));
    },

    async centers(wilayaCode: number): Promise<CarrierPlace[]> {
      const rows = await list('centers/', centerRow, { wilaya_id: wilayaCode });
      return rows.map((c) => {
        // "lat,lng": the centers are offered nearest first by it (src/domain/carriers/center-order.ts).
        const position = parseGps(c.gps);
        return {
          id: String(c.center_id),
          name: c.name,
          wilayaCode: Number(c.wilaya_id),
          ...(c.commune_name ? { communeName: c.commune_name } : {}),
          ...(c.wilaya_name ? { wilayaName: c.wilaya_name } : {}),
          ...(position ? { position } : {}),
        };
      });
    },

    createParcels: (drafts) =>
      createYalidineParcels(
        http,
        drafts,
        {
          ...(options.fromWilayaName ? { name: options.fromWilayaName } : {}),
          ...(options.fromWilayaCode ? { code: options.fromWilayaCode } : {}),
        },
        () => namesOfWilayas(),
        CREATE_BATCH.yalidine,
      ),

    async findParcel(reference: string) {
      // order_id is unique only within one request: a reference created twice has two parcels; the newest wins.
      const rows = await parcelsOf({ order_id: reference, fields: 'tracking,order_id,date_creation', page_size: 10 });
      const mine = rows.filter((r) => r.order_id === undefined || r.order_id === null || String(r.order_id) === reference);
      return mine[0] ? { tracking: yalidineTracking(mine[0].tracking) } : null;
    },

    // A Yalidine parcel is complete once created: there is nothing left to finish.
    finishParcel: async () => ({ ok: true }),

    async cancelParcel(tracking: string) {
      const answer = await http.call('DELETE', `parcels/${encodeURIComponent(tracking)}`);
      if (answer.status >= 300) {
        const said = http.reasonOf(answer);
        return {
          ok: false,
          message: `Yalidine refused to cancel ${tracking}: ${said}`,
          reason: carrierReason('carrier_refused', { said }),
        };
      }
      const rows = Array.isArray(answer.body)
        ? answer.body
        : typeof answer.body === 'object' && answer.body
          ? Object.values(answer.body)
          : [];
      const entry = rows
        .map((r) => deleteEntry.safeParse(r))
        .find((r) => r.success && yalidineTracking(r.data.tracking) === yalidineTracking(tracking));
      if (entry?.success && isTrue(entry.data.deleted)) return { ok: true };
      // Say why: Yalidine deletes only while "En préparation".
      const [row] = await parcelsOf({ tracking, fields: 'tracking,last_status', page_size: 1 });
      if (!row)
        return { ok: false, message: `Yalidine has no parcel ${tracking}.`, reason: carrierReason('parcel_unknown', { detail: tracking }) };
      return {
        ok: false,
        message: `Yalidine cancels a parcel only while it is "En préparation"; ${tracking} is "${row.last_status ?? 'unknown'}".`,
        reason: carrierReason('cancel_too_late', { detail: row.last_status ?? '' }),
      };
    },

    async label(tracking: string): Promise<ParcelLabel> {
      const [row] = await parcelsOf({ tracking, fields: 'tracking,label', page_size: 1 });
      if (!row)
        throw new CarrierError(
          'refused',
          `Yalidine has no parcel ${tracking}.`,
          false,
          carrierReason('parcel_unknown', { detail: tracking }),
        );
      if (!row.label) throw new CarrierError('answer', `Yalidine gave no label for ${tracking}.`, true);
      const pdf = await http.download(row.label);
      // "%PDF-": a label link that answers a page (an expired or moved link) is not a label.
      if (new TextDecoder().decode(pdf.subarray(0, 5)) !== '%PDF-')
        throw new CarrierError('answer', `Yalidine's label for ${tracking} is not a PDF.`, false);
      return { tracking, pdf };
    },

    async statuses(trackings: readonly string[]): Promise<ParcelReport[]> {
      const reports: ParcelReport[] = [];
      const unique = [...new Set(trackings.map(yalidineTracking))];
      for (let start = 0; start < unique.length; start += STATUS_CHUNK) {
        const chunk = unique.slice(start, start + STATUS_CHUNK);
        const rows = await parcelsOf({
          tracking: chunk.join(','),
          fields: 'tracking,last_status,date_last_status',
          page_size: STATUS_CHUNK,
        });
        const wanted = new Set(chunk);
        const mine = rows.filter((r) => wanted.has(yalidineTracking(r.tracking)));
        const why = await reasonsOf(mine);
        for (const row of mine) {
          const r = report(row, why.get(yalidineTracking(row.tracking)));
          if (r) reports.push(r);
        }
      }
      return reports;
    },
  };
}
