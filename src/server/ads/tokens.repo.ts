// The ad platforms' access tokens (Meta's Conversions API, TikTok's Events API), sealed at rest like
// the carriers' credentials (carriers/credentials/seal.ts): what the admin sees never holds more than
// the token's last four characters. Meta's test event code is kept beside its token.
import type { Queryable } from '../db/queryable.ts';
import type { AdPlatform } from '../../domain/ads/ad-platforms.ts';
import type { AdTokenView } from '../../domain/ads/ads-admin-api.ts';
import { seal, unseal } from '../carriers/credentials/seal.ts';

type Row = { platform: AdPlatform; token: string; token_hint: string; test_event_code: string | null; set_at: Date; set_by: string };

const viewOf = (r: Row): AdTokenView => ({
  platform: r.platform,
  tokenHint: `…${r.token_hint}`,
  testEventCode: r.test_event_code ?? '',
  setAt: r.set_at.toISOString(),
  setBy: r.set_by,
});

export async function listTokens(sql: Queryable): Promise<AdTokenView[]> {
  const rows = await sql<Row[]>`select platform, token_hint, test_event_code, set_at, set_by from ad_platform_tokens order by platform`;
  return rows.map(viewOf);
}

/** Sets (or replaces) a platform's token; `token` undefined keeps the one kept and changes only the test code. */
export async function saveToken(
  sql: Queryable,
  change: { platform: AdPlatform; token?: string | undefined; testEventCode: string; by: string },
): Promise<AdTokenView | undefined> {
  const code = change.platform === 'meta' && change.testEventCode ? change.testEventCode : null;
  if (change.token === undefined) {
    const [row] = await sql<Row[]>`
      update ad_platform_tokens set test_event_code = ${code}, set_at = now(), set_by = ${change.by}
      where platform = ${change.platform} returning *`;
    return row && viewOf(row);
  }
  const sealed = seal(change.token, change.platform, 'access_token');
  const [row] = await sql<Row[]>`
    insert into ad_platform_tokens (platform, token, token_hint, test_event_code, set_at, set_by)
    values (${change.platform}, ${sealed}, ${change.token.slice(-4)}, ${code}, now(), ${change.by})
    on conflict (platform) do update set token = excluded.token, token_hint = excluded.token_hint,
      test_event_code = excluded.test_event_code, set_at = excluded.set_at, set_by = excluded.set_by
    returning *`;
  return viewOf(row!);
}

export async function removeToken(sql: Queryable, platform: AdPlatform): Promise<boolean> {
  return (await sql`delete from ad_platform_tokens where platform = ${platform} returning 1`).length > 0;
}

/** The token opened, for a call to the platform, and Meta's test event code; undefined when none is set. */
export async function readToken(
  sql: Queryable,
  platform: AdPlatform,
): Promise<{ token: string; testEventCode: string | null } | undefined> {
  const [row] = await sql<Row[]>`select platform, token, test_event_code from ad_platform_tokens where platform = ${platform}`;
  return row && { token: unseal(row.token, platform, 'access_token'), testEventCode: row.test_event_code };
}
