// The owner confirms the total she sees: Confirm sends the version of the order on her screen
// (updatedAt), so a piece the customer added since (add_order_line bumps it) makes the server refuse
// it (409 stale, proven through the real handler in tests/functions/order-link-add.test.ts). On that
// refusal the screen reads the order again (the new line and total) and says so in her language.
// Other moves send no version. The function behind it is a stand-in fetch answering as the handler does.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { translator } from '../../../i18n/messages.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { ordersMessages } from '../messages/index.ts';
import { StatusCard } from './StatusCard.tsx';
import { exampleOrderDetail } from '../test-examples.ts';

const OPENED = exampleOrderDetail({ status: 'pending', nextStatuses: ['confirmed', 'cancelled'], total: 5400 });
const NOW = { ...OPENED, updatedAt: '2026-11-26T09:45:00.000Z', total: 6900 };

let posted: unknown[];
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url.endsWith('/status')) {
      const body = JSON.parse(String(init.body)) as { updatedAt?: string };
      posted.push(body);
      if (body.updatedAt !== undefined && body.updatedAt !== NOW.updatedAt)
        return Response.json(
          { error: { code: 'stale', message: 'This order was changed elsewhere since you opened it. Reload it, then try again.' } },
          { status: 409 },
        );
      return Response.json({ ...NOW, status: 'shipped' });
    }
    return Response.json(NOW);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $adminLocale.set('en');
});

describe("the owner's Confirm", () => {
  it('sends the version on screen; refused stale, it shows the order as it is now and says it changed, in French and Arabic', async () => {
    for (const locale of ['fr', 'ar'] as const) {
      $adminLocale.set(locale);
      posted = [];
      const shown: OrderDetail[] = [];
      render(<StatusCard order={OPENED} onChange={(o) => shown.push(o)} />);
      fireEvent.click(document.querySelector('[data-move="confirmed"]')!);
      await settle();
      await settle();
      expect(posted).toEqual([{ to: 'confirmed', note: '', updatedAt: OPENED.updatedAt }]);
      expect(shown.map((o) => o.total)).toEqual([6900]);
      expect(document.body.textContent).toContain(translator(ordersMessages, locale)('stale'));
      cleanup();
    }
  });

  it('other moves send no version, as before', async () => {
    render(<StatusCard order={{ ...OPENED, status: 'confirmed', nextStatuses: ['shipped'] }} onChange={() => {}} />);
    fireEvent.click(document.querySelector('[data-move="shipped"]')!);
    await settle();
    expect(posted).toEqual([{ to: 'shipped', note: '' }]);
  });
});
