// A delivery of ZR Express's webhook, which comes through Svix (docs/carrier-apis.md, "ZR Express" →
// "Webhooks"): the signature is checked with the endpoint's secret the owner saved (sealed, with the ZR
// account) before a byte of the body is read as data; the delivery is then one report applied as the
// poll's are (apply-report.ts), keyed by its svix-id, so a Svix retry, an event out of order or the poll
// reading the same state are harmless.
import type { Sql } from '../../db/client.ts';
import { parseZrExpressWebhook, verifyZrExpressWebhook, type SvixHeaders } from '../../../domain/carriers/zr-express-webhook.ts';
import { readAccount } from '../credentials/accounts.repo.ts';
import { recordWebhookHeard } from '../health/health.repo.ts';
import { applyReport } from './apply-report.ts';

export type ZrWebhookResult = { ok: true; applied: boolean; ignored?: string } | { ok: false; status: 401; message: string };

const REFUSED: Record<'missing' | 'stale' | 'signature' | 'secret', string> = {
  missing: 'The Svix headers (svix-id, svix-timestamp, svix-signature) are missing.',
  stale: 'The timestamp is more than 5 minutes from now.',
  signature: 'The signature does not match.',
  secret: 'The webhook secret kept for ZR Express cannot verify signatures: save it again.',
};

export async function receiveZrExpressWebhook(
  sql: Sql,
  rawBody: string,
  headers: SvixHeaders | null,
  now: Date = new Date(),
): Promise<ZrWebhookResult> {
  const account = await readAccount(sql, 'zr_express');
  if (!account?.webhookSecret) return { ok: false, status: 401, message: 'No webhook secret is kept for ZR Express.' };
  const verdict = await verifyZrExpressWebhook(rawBody, headers, account.webhookSecret, now);
  if (!verdict.ok) return { ok: false, status: 401, message: REFUSED[verdict.why] };
  await recordWebhookHeard(sql, 'zr_express', now);
  const parsed = parseZrExpressWebhook(rawBody, headers!.id, now);
  // An event that says nothing of an outcome is received (2xx: Svix would retry it for days), logged and left.
  if (!parsed.report) {
    console.warn(`[carrier-webhook-zr-express] ${headers!.id.slice(0, 80)} ignored: ${parsed.why}`);
    return { ok: true, applied: false, ignored: parsed.why };
  }
  return { ok: true, applied: (await applyReport(sql, 'zr_express', parsed.report)) === 'applied' };
}
