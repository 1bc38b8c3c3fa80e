// Posts one message to the owner's chat webhook (ORDER_WEBHOOK_URL, Discord-style). Bounded: a slow
// webhook is abandoned after 3 s, so it can never hold an order or a drain for long.
export const WEBHOOK_TIMEOUT_MS = 3000;

export const webhookUrl = (): string | undefined => process.env.ORDER_WEBHOOK_URL?.trim() || undefined;

export async function postToWebhook(url: string, body: unknown, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Read (and drop) the body so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Discord API error: ${response.status}`);
}
