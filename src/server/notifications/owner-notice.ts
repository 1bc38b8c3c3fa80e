// A notice to the owner's chat (the orders' webhook, ORDER_WEBHOOK_URL) when something only she may do
// was done: today, a carrier account's keys or webhook secret connected, changed or removed. Whoever
// holds her session could send the parcels' cash to another account; she reads it where she reads
// her orders. Sent once after the change commits, within the webhook's short time limit; a webhook
// that fails is logged and the change stands (the audit log keeps the change either way: the admin's
// Audit screen shows it).
import { chatText } from './chat-text.ts';
import type { WebhookMessage } from './order-message.ts';
import { postToWebhook, webhookUrl } from './webhook.ts';

export const ownerNoticeMessage = (text: string): WebhookMessage => ({
  content: `⚠️ ${chatText(text)}`.slice(0, 2000),
  username: 'Shop security',
  allowed_mentions: { parse: [] },
});

/** Posts the notice; 'skipped' without a webhook, 'failed' when it did not take it (logged, never thrown). */
export async function noticeToOwner(text: string): Promise<'sent' | 'skipped' | 'failed'> {
  const url = webhookUrl();
  if (!url) return 'skipped';
  try {
    await postToWebhook(url, ownerNoticeMessage(text));
    return 'sent';
  } catch (error) {
    console.error(`The owner's notice could not be posted to the chat webhook: ${(error as Error).message}`);
    return 'failed';
  }
}
