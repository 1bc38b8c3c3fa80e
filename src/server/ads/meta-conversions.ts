// Meta's Conversions API: POST {graph}/{version}/{pixel id}/events with a JSON body
// {access_token, data: [events], test_event_code?}: the token in the body, never in the URL (an
// address is what errors, proxies and logs quote). A success answers {events_received, messages, fbtrace_id}; a
// refusal is the Graph API's error envelope {error: {message, type, code, error_subcode,
// error_user_title, error_user_msg, fbtrace_id}} and holds for the whole request (Meta rejects the
// entire batch when one event is invalid). Sources: docs/ad-platform-apis.md (Meta).
import { shopEnv } from '../env.ts';
import type { MetaServerEvent } from '../../domain/ads/purchase-event.ts';
import { AD_API_TIMEOUT_MS, cleanReason, noAnswer, type PlatformAnswer } from './platform-answer.ts';

/** Supported two years from its release like every Graph API version (Meta's changelog). */
export const META_GRAPH_VERSION = 'v24.0';
const DEFAULT_GRAPH = 'https://graph.facebook.com';

// Codes the Graph API documents as worth another try: unknown and temporary (1, 2) and the call
// limits (4, 17, 32, 613, and the business use-case limit 80004): docs/ad-platform-apis.md.
const TRY_AGAIN = new Set([1, 2, 4, 17, 32, 613, 80004]);
// An access token refused (expired, revoked, another app's): the owner can set a new one.
const TOKEN_REFUSED = new Set([102, 190]);

type GraphError = {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; error_user_title?: string; error_user_msg?: string };
};

function reasonOf(error: NonNullable<GraphError['error']>): string {
  const words = [error.error_user_title, error.error_user_msg].filter(Boolean).join(': ') || error.message || 'refused';
  const code = [error.code, error.error_subcode].filter((c) => c !== undefined).join('/');
  return code ? `${words} (code ${code})` : words;
}

export async function sendToMeta(
  pixelId: string,
  token: string,
  events: readonly MetaServerEvent[],
  testEventCode: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<PlatformAnswer> {
  const graph = (shopEnv().ADS_META_API_URL || DEFAULT_GRAPH).replace(/\/+$/, '');
  const url = `${graph}/${META_GRAPH_VERSION}/${encodeURIComponent(pixelId)}/events`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: token, data: events, ...(testEventCode ? { test_event_code: testEventCode } : {}) }),
      signal: AbortSignal.timeout(AD_API_TIMEOUT_MS),
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    return noAnswer(error, token);
  }
  const received = (body as { events_received?: unknown } | undefined)?.events_received;
  if (response.ok && received === events.length) return { kind: 'sent' };
  const error = (body as GraphError | undefined)?.error;
  if (!error) {
    const reason = response.ok ? `Meta took ${String(received)} of ${events.length} events` : `HTTP ${response.status}`;
    return { kind: response.ok || response.status >= 500 || response.status === 429 ? 'retry' : 'refused', reason };
  }
  const reason = cleanReason(reasonOf(error), token);
  if (TOKEN_REFUSED.has(error.code ?? 0) || TRY_AGAIN.has(error.code ?? 0) || response.status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}
