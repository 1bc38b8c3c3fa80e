// The delivery price table: one version for all 58 rows (site_settings.wilayas_updated_at), so a
// bulk edit from a stale tab is refused whole. Changed rows go to the audit log one by one (owners
// ask who changed a price). The order function prices from the table at once; shoppers' delivery
// block shows it after the next publish.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { WilayaChange, WilayaPrices } from '../../domain/admin/wilaya-prices.ts';
import { listWilayas } from '../delivery/wilayas.repo.ts';
import { ensureSiteSettings } from '../settings/site-settings.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';

async function version(sql: Queryable, lock = false): Promise<string> {
  await ensureSiteSettings(sql);
  // Text to the microsecond, compared as text (as the settings' updatedAt).
  const [row] = await sql<{ v: string }[]>`
    select to_char(wilayas_updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v
    from site_settings where id = 1 ${lock ? sql`for update` : sql``}`;
  return row!.v;
}

export async function readWilayaPrices(sql: Sql): Promise<WilayaPrices> {
  return { wilayas: await listWilayas(sql), updatedAt: await version(sql) };
}

export type WilayaSaveResult =
  | { ok: true; prices: WilayaPrices }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'unknown'; fields: Record<string, 'unknownWilaya'> };

export async function saveWilayaPrices(sql: Sql, changes: WilayaChange[], updatedAt: string, email: string): Promise<WilayaSaveResult> {
  return sql.begin(async (tx) => {
    if ((await version(tx, true)) !== updatedAt) return { ok: false, reason: 'stale' } as const;
    const before = new Map((await listWilayas(tx)).map((w) => [w.code, w]));
    const unknown = Object.fromEntries(
      changes.flatMap((c, i) => (before.has(c.code) ? [] : [[`changes.${i}.code`, 'unknownWilaya' as const]])),
    );
    if (Object.keys(unknown).length) return { ok: false, reason: 'unknown', fields: unknown } as const;

    const changed = changes.filter(
      (c) => before.get(c.code)!.homePrice !== c.homePrice || before.get(c.code)!.officePrice !== c.officePrice,
    );
    if (changed.length) {
      await tx`
        update wilayas w set home_price = c.home, office_price = c.office
        from unnest(${changed.map((c) => c.code)}::text[], ${changed.map((c) => c.homePrice)}::int[], ${changed.map((c) => c.officePrice)}::int[]) as c(code, home, office)
        where w.code = c.code`;
      for (const c of changed) {
        const old = before.get(c.code)!;
        await recordAudit(tx, {
          email,
          action: 'wilayas.prices',
          subject: `${c.code} ${old.nameFr}`,
          oldValue: { homePrice: old.homePrice, officePrice: old.officePrice },
          newValue: { homePrice: c.homePrice, officePrice: c.officePrice },
        });
      }
      await tx`update site_settings set wilayas_updated_at = greatest(clock_timestamp(), wilayas_updated_at + interval '1 microsecond') where id = 1`;
      await markChanged(tx);
    }
    return { ok: true, prices: { wilayas: await listWilayas(tx), updatedAt: await version(tx) } } as const;
  });
}
