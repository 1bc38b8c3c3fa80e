// The list keeps the owner's selection by order number when it reloads after a Send: she loads 60
// confirmed orders (a page of 50 and "Load more"), selects all shown and sends them; the list goes back
// to its first page, the bar still says 60, and Labels right away asks for exactly those 60. A row
// unticked, or "Select all shown" unticked, changes the selection as she sees it. The function behind
// the list is a stand-in fetch answering as GET /api/admin/orders, POST /api/admin/parcels and
// GET /api/admin/parcels/labels do (the real ones: tests/functions/order-list*.test.ts and the carrier
// parcels tests; all of it in Chromium: tests/e2e/admin-parcels-many.spec.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import { translator } from '../../../i18n/messages.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { ordersMessages } from '../messages/index.ts';
import { parcelMessages } from '../parcels/parcel-messages.ts';
import OrdersScreen from './OrdersScreen.tsx';
import { $listFilters } from './use-order-list.ts';
import { NO_FILTERS } from './list-filters.ts';
import { exampleListRow, exampleParcel } from '../test-examples.ts';

const PAGE = 50;
const row = (number: number): OrderListRow => exampleListRow({ number });
const parcel = (number: number): ParcelView => exampleParcel({ tracking: `yal-${number}` });
// 60 confirmed orders, newest first.
const ORDERS = Array.from({ length: 60 }, (_, i) => row(1060 - i));
const ALL = ORDERS.map((o) => o.number);
const COUNTS = { pending: 0, confirmed: ORDERS.length, shipped: 0, delivered: 0, returned: 0, cancelled: 0 };

let calls: string[];
let sent: number[];
let labelsAsked: number[] | undefined;
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));
const t = translator(ordersMessages, 'en');
const p = translator(parcelMessages, 'en');
const rows = () => document.querySelectorAll('[data-order-list] > li');
const bar = () => document.querySelector('[data-bulk-bar]');

beforeEach(() => {
  calls = [];
  sent = [];
  labelsAsked = undefined;
  $adminLocale.set('en');
  $listFilters.set({ ...NO_FILTERS, status: 'confirmed' });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:labels', revokeObjectURL: () => {} }));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/admin/carriers') return Response.json({ accounts: [{ platform: 'yalidine' }] });
    if (pathname === '/api/admin/orders') {
      const from = Number(searchParams.get('cursor') ?? 0);
      const next = from + PAGE < ORDERS.length ? String(from + PAGE) : null;
      return Response.json({ orders: ORDERS.slice(from, from + PAGE), counts: COUNTS, next });
    }
    if (pathname === '/api/admin/parcels') {
      const numbers = (JSON.parse(String(init.body)) as { orders: { number: number }[] }).orders.map((o) => o.number);
      sent.push(...numbers);
      return Response.json({ results: numbers.map((number) => ({ number, ok: true, parcel: parcel(number) })) });
    }
    if (pathname === '/api/admin/parcels/labels') {
      labelsAsked = searchParams.get('numbers')!.split(',').map(Number);
      return new Response('%PDF-1.4', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="labels.pdf"' },
      });
    }
    return Response.json({ code: 'not_found', message: url }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $listFilters.set(NO_FILTERS);
});

async function sixtyShownAndSelected() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrdersScreen />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(rows()).toHaveLength(PAGE));
  fireEvent.click(screen.getByText(t('loadMore')));
  await vi.waitFor(() => expect(rows()).toHaveLength(60));
  fireEvent.click(screen.getByLabelText(t('selectShown')));
  expect(bar()?.textContent).toContain(t('selectedCount', { n: 60 }));
}

// Sixty rows rendered, selected, sent and rendered again in happy-dom: over a second on a quiet
// machine, and past Vitest's 5 s default while the other lanes load both cores (seen in CI runs).
describe('the selection across the list reload after a Send', { timeout: 30_000 }, () => {
  it('keeps all 60 sent orders selected when the list shows its first 50 again, and Labels asks for exactly those 60', async () => {
    await sixtyShownAndSelected();
    fireEvent.click(await screen.findByText(p('sendTo', { carrier: 'Yalidine' })));
    const listed = calls.length;
    fireEvent.click(document.querySelector('[data-send-go]')!);
    await vi.waitFor(() => expect(document.querySelector('[data-send-outcome]')?.textContent).toContain(p('sentCount', { n: 60 })));
    expect(sent.sort()).toEqual([...ALL].sort());

    // The list asked for its first page again and shows only it; the bar still counts the 60.
    await vi.waitFor(() => expect(rows()).toHaveLength(PAGE));
    expect(calls.slice(listed)).toContain('GET /api/admin/orders?status=confirmed');
    await settle();
    expect(bar()?.textContent).toContain(t('selectedCount', { n: 60 }));
    expect([...rows()].every((li) => li.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked)).toBe(true);

    fireEvent.click(screen.getByText(p('labels')));
    await vi.waitFor(() => expect(labelsAsked).toBeDefined());
    expect(labelsAsked!.sort()).toEqual([...ALL].sort());
    await vi.waitFor(() => expect(document.body.textContent).toContain(p('labelsDownloaded', { file: 'labels.pdf' })));
  });

  it('a row unticked leaves the selection, the ones not loaded stay; "Select all shown" unticked clears it all', async () => {
    await sixtyShownAndSelected();
    fireEvent.click(await screen.findByText(p('sendTo', { carrier: 'Yalidine' })));
    fireEvent.click(document.querySelector('[data-send-go]')!);
    await vi.waitFor(() => expect(rows()).toHaveLength(PAGE));
    await settle();

    fireEvent.click(rows()[0]!.querySelector('input[type="checkbox"]')!);
    expect(bar()?.textContent).toContain(t('selectedCount', { n: 59 }));
    fireEvent.click(screen.getByText(p('labels')));
    await vi.waitFor(() => expect(labelsAsked).toBeDefined());
    expect(labelsAsked!.sort()).toEqual(ALL.filter((n) => n !== 1060).sort());

    // Ticked again: all shown are selected (the 10 not loaded still are); unticked: none is.
    fireEvent.click(screen.getByLabelText(t('selectShown')));
    expect(bar()?.textContent).toContain(t('selectedCount', { n: 60 }));
    fireEvent.click(screen.getByLabelText(t('selectShown')));
    expect(bar()).toBeNull();
  });
});
