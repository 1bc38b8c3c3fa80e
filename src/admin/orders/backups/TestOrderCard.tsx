// 'Send a test order': a sample order through the real order path and the chat message, flagged as a
// test (never in the figures); the test orders are listed here to open or delete.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../core/admin-api.ts';
import { AdminLink } from '../../core/AdminLink.tsx';
import { Card } from '../../ui/Page.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { problemText } from '../problem-text.ts';
import { useToolsText } from '../tools-messages.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import { phrase } from '../../ui/phrase.tsx';
import { shopDateTime } from '../../ui/shop-time.ts';
import { orderPath } from '../orders-paths.ts';

type TestOrder = { number: number; createdAt: string; status: string; total: number; shippingPrice: number };

export function TestOrderCard() {
  const { t, locale } = useToolsText();
  const { t: ot } = useOrdersText();
  // The list is a help beside the button: when it cannot load, the card still sends a test order.
  const read = useQuery({ queryKey: ['orders', 'test-orders'], queryFn: () => adminCall<{ orders: TestOrder[] }>('test-orders') });
  const orders = read.data?.orders ?? [];
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: React.ReactNode } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = async (): Promise<void> => void (await read.refetch());

  async function send() {
    setBusy(true);
    setSaid(null);
    try {
      const { order } = await adminCall<{ order: TestOrder }>('test-orders', { method: 'POST' });
      setSaid({ tone: 'success', text: phrase(t('testOrderSent'), { number: <Ltr>#{order.number}</Ltr> }) });
      await load();
    } catch (error) {
      setSaid({ tone: 'error', text: problemText(error, ot) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(number: number) {
    setSaid(null);
    try {
      await adminCall(`test-orders/${number}`, { method: 'DELETE' });
      setSaid({ tone: 'success', text: phrase(t('testOrderDeleted'), { number: <Ltr>#{number}</Ltr> }) });
      await load();
    } catch (error) {
      setSaid({ tone: 'error', text: problemText(error, ot) });
    }
  }

  return (
    <Card title={t('testOrderTitle')} intro={t('testOrderIntro')}>
      {said && <Notice tone={said.tone}>{said.text}</Notice>}
      <Button disabled={busy} onClick={() => void send()} className="sm:self-start" data-send-test-order>
        {t('sendTestOrder')}
      </Button>
      {orders.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">{t('testOrders')}</h3>
          <ul className="flex flex-col gap-2" data-test-orders>
            {orders.map((order) => (
              <li
                key={order.number}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3"
                data-test-order-number={order.number}
              >
                <AdminLink
                  to={orderPath(order.number)}
                  className="inline-flex min-h-12 items-center gap-2 font-semibold underline underline-offset-4"
                >
                  <Ltr>#{order.number}</Ltr>
                  <span className="text-sm font-normal text-muted">
                    <bdi>{shopDateTime(order.createdAt, locale)}</bdi>
                  </span>
                </AdminLink>
                <Button kind="danger" onClick={() => void remove(order.number)}>
                  {t('deleteTestOrder')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
