// TikTok's Events API 2.0: POST {business api}/open_api/v1.3/event/track/ with the token in the
// Access-Token header and a JSON body {event_source: "web", event_source_id: <pixel code>, data:
// [events]}. TikTok answers HTTP 200 with its own code: 0 is OK; 40100 is its rate limit; 4010x
// the token; 5xxxx its own failures; other 400xx refuse the request's content. Sources:
// docs/ad-platform-apis.md (TikTok).
import { shopEnv } from '../env.ts';
import type { TikTokServerEvent } from '../../domain/ads/purchase-event.ts';
import { AD_API_TIMEOUT_MS, cleanReason, noAnswer, type PlatformAnswer } from './platform-answer.ts';

const DEFAULT_BUSINESS_API = 'https://business-api.tiktok.com';

const TRY_AGAIN = new Set([40100, 40133, 40700, 50000, 50002, 51000, 51004]);
const TOKEN_REFUSED = new Set([40102, 40104, 40105, 40106]);

type TikTokAnswer = { code?: unknown; message?: unknown };

export async function sendToTikTok(
  pixelCode: string,
  token: string,
  events: readonly TikTokServerEvent[],
  fetchImpl: typeof fetch = fetch,
): Promise<PlatformAnswer> {
  const base = (shopEnv().ADS_TIKTOK_API_URL || DEFAULT_BUSINESS_API).replace(/\/+$/, '');
  let response: Response;
  let body: TikTokAnswer | undefined;
  try {
    response = await fetchImpl(`${base}/open_api/v1.3/event/track/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Access-Token': token },
      body: JSON.stringify({ event_source: 'web', event_source_id: pixelCode, data: events }),
      signal: AbortSignal.timeout(AD_API_TIMEOUT_MS),
    });
    body = (await response.json().catch(() => undefined)) as TikTokAnswer | undefined;
  } catch (error) {
    return noAnswer(error, token);
  }
  if (typeof body?.code !== 'number') {
    const reason = `HTTP ${response.status}`;
    return { kind: response.status >= 500 || response.status === 429 || response.ok ? 'retry' : 'refused', reason };
  }
  if (body.code === 0) return { kind: 'sent' };
  const reason = cleanReason(`${typeof body.message === 'string' ? body.message : 'refused'} (code ${body.code})`, token);
  if (TRY_AGAIN.has(body.code) || TOKEN_REFUSED.has(body.code)) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}
