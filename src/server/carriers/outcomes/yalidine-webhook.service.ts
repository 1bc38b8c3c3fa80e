// A delivery of Yalidine's webhook (docs/carrier-apis.md, "Webhooks"): the signature is checked against
// the secret the owner saved (sealed, with the Yalidine account) before a byte of the body is read as
// data; each report is then applied as the poll's are (apply-report.ts: once per event id, never
// backwards), so a redelivery, a batch out of order or the poll reading the same status are harmless.
import type { Sql } from '../../db/client.ts';
import { parseYalidineWebhook, verifyYalidineSignature } from '../../../domain/carriers/yalidine-webhook.ts';
import { readAccount } from '../credentials/accounts.repo.ts';
import { recordWebhookHeard } from '../health/health.repo.ts';
import { applyReport } from './apply-report.ts';

export type WebhookResult =
  { ok: true; applied: number; skipped: number; ignored: number } | { ok: false; status: 400 | 401; message: string };

export async function receiveYalidineWebhook(sql: Sql, rawBody: string, signature: string | null): Promise<WebhookResult> {
  const account = await readAccount(sql, 'yalidine');
  if (!account?.webhookSecret) return { ok: false, status: 401, message: 'No webhook secret is kept for Yalidine.' };
  if (!(await verifyYalidineSignature(rawBody, signature, account.webhookSecret)))
    return { ok: false, status: 401, message: 'The signature does not match.' };
  // Signed: Yalidine speaks, whatever the body holds (its health line's last webhook).
  await recordWebhookHeard(sql, 'yalidine');
  const parsed = parseYalidineWebhook(rawBody);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.error };
  let applied = 0;
  for (const report of parsed.batch.reports) if ((await applyReport(sql, 'yalidine', report)) === 'applied') applied++;
  return { ok: true, applied, skipped: parsed.batch.reports.length - applied, ignored: parsed.batch.ignored.length };
}
