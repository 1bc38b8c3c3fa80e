// The list's Send for a selection larger than one request takes (PARCELS_MAX): one click sends it all,
// in requests of at most 100 one after the other, with its progress; only the orders that are not
// confirmed are listed as left out; a later request that gets no answer names the orders it left unsent.
// Labels past PARCELS_MAX say the limit in the owner's language without asking the server. The
// function behind them is a stand-in fetch answering as POST /api/admin/parcels does (its real answers,
// and its refusal of more than 100, are proven in tests/functions/carrier-parcels-limit.test.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator } from '../../../i18n/messages.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { parcelMessages } from './parcel-messages.ts';
import { ParcelActions, type ParcelActionOutcome } from './ParcelActions.tsx';
import { SendOutcomeNotice } from './SendOutcomeNotice.tsx';
import { SendPanel } from './SendPanel.tsx';
import type { SendOutcome } from './send-results.ts';
import { exampleParcel } from '../test-examples.ts';

const row = (number: number, status: OrderListRow['status'] = 'confirmed') => ({ number, status, isTest: false }) as OrderListRow;
const parcel = (number: number): ParcelView => exampleParcel({ tracking: `yal-${number}` });

// 140 confirmed orders and two that are not.
const SELECTION = [...Array.from({ length: 140 }, (_, i) => row(1001 + i)), row(2001, 'pending'), row(2002, 'shipped')];

let sent: number[][];
let answers: (() => Promise<Response>)[];
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));
const created = (numbers: number[]) => Response.json({ results: numbers.map((number) => ({ number, ok: true, parcel: parcel(number) })) });

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/admin/carriers')) return Response.json({ accounts: [{ platform: 'yalidine' }] });
    const numbers = (JSON.parse(String(init.body)) as { orders: { number: number }[] }).orders.map((o) => o.number);
    sent.push(numbers);
    return (answers.shift() ?? (() => Promise.resolve(created(numbers))))();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $adminLocale.set('en');
});

function sendPanel(locale: Locale = 'en') {
  $adminLocale.set(locale);
  const outcomes: SendOutcome[] = [];
  render(<SendPanel platform="yalidine" orders={SELECTION} onClose={() => {}} onSent={(o) => outcomes.push(o)} />);
  return { outcomes, t: translator(parcelMessages, locale) };
}

describe('sending more orders than one request takes', () => {
  it('sends all 140 from one click in two requests (100, then 40), showing its progress, and lists only the unconfirmed as left out', async () => {
    const { outcomes, t } = sendPanel();
    expect(screen.getByText(t('sendCount', { n: 140 }))).toBeTruthy();
    expect(document.querySelector('[data-send-parts]')?.textContent).toBe(t('sendInParts', { max: 100, parts: 2 }));
    expect(document.body.textContent).toContain(t('sendLeftOut'));
    const leftOut = [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith(t('sendLeftOut')))!;
    expect(leftOut.textContent).toBe(`${t('sendLeftOut')} \u2066#2001\u2069, \u2066#2002\u2069`.replace(/[\u2066\u2069]/g, ''));

    // The first answer waits: the progress says none is done yet.
    let first!: () => void;
    answers.push(() => new Promise((done) => (first = () => done(created(sent[0]!)))));
    fireEvent.click(document.querySelector('[data-send-go]')!);
    await settle();
    expect(document.querySelector('[data-send-progress]')?.textContent).toBe(t('sendProgress', { done: 0, n: 140 }));
    first();
    await settle();
    await settle();

    expect(sent.map((numbers) => numbers.length)).toEqual([100, 40]);
    expect(sent.flat()).toEqual(SELECTION.slice(0, 140).map((o) => o.number));
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.created.map((c) => c.number)).toEqual(sent.flat());
    expect(outcomes[0]!.unsent).toBeUndefined();
  });

  it('names the orders a later request left unsent when it got no answer, in the owner’s language', async () => {
    const { outcomes } = sendPanel('ar');
    answers.push(
      () => Promise.resolve(created(sent[0]!)),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    fireEvent.click(document.querySelector('[data-send-go]')!);
    await settle();
    await settle();
    expect(outcomes[0]!.created).toHaveLength(100);
    expect(outcomes[0]!.unsent).toEqual(SELECTION.slice(100, 140).map((o) => o.number));

    cleanup();
    render(<SendOutcomeNotice outcome={outcomes[0]!} close={null} />);
    const t = translator(parcelMessages, 'ar');
    const unsent = document.querySelector('[data-unsent]')!;
    expect(unsent.textContent).toContain(t('sendUnsent', { n: 40 }));
    expect(unsent.textContent).toContain('#1101');
    expect(unsent.textContent).toContain('#1140');
  });
});

describe('labels of more orders than one request takes', () => {
  it('says the limit and how many are left for the next time, without asking the server', async () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      $adminLocale.set(locale);
      const outcomes: ParcelActionOutcome[] = [];
      render(
        <QueryClientProvider client={new QueryClient()}>
          <ParcelActions selected={SELECTION} busy={false} onOutcome={(o) => outcomes.push(o)} onSent={() => {}} />
        </QueryClientProvider>,
      );
      const labels = await screen.findByText(translator(parcelMessages, locale)('labels'));
      fireEvent.click(labels);
      await settle();
      expect(outcomes).toEqual([{ problem: translator(parcelMessages, locale)('labelsTooMany', { max: 100, n: 142, left: 42 }) }]);
      cleanup();
    }
    expect(sent).toEqual([]);
  });
});
