// An order's ad events as the owner reads them on the order screen: each platform's state in her
// language, the platform's own words for a refusal kept as written, and nothing for an order that has
// none and is not delivered. The function behind it is a stand-in fetch answering as
// GET /api/admin/ads/orders/{number} does (its real answers: tests/functions/ads-purchase.test.ts).
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdEventView } from '../../domain/ads/ads-admin-api.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/messages.ts';
import { $adminLocale } from '../core/admin-locale.ts';
import { adsMessages } from './ads-messages.ts';
import { AdEventLog } from './AdEventLog.tsx';

const event = (platform: AdEventView['platform'], state: AdEventView['state'], more: Partial<AdEventView> = {}): AdEventView => ({
  platform,
  event: 'Purchase',
  state,
  eventTime: '2026-11-28T10:00:00.000Z',
  sentAt: null,
  reason: null,
  attempts: 1,
  nextAttemptAt: null,
  testEventCode: null,
  ...more,
});

async function shown(events: AdEventView[], { delivered = true, locale = 'en' as Locale } = {}) {
  $adminLocale.set(locale);
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return Response.json({ events });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AdEventLog number={1042} delivered={delivered} />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(asked).toHaveLength(1));
  await new Promise((done) => setTimeout(done, 0));
  return { view, asked };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $adminLocale.set('en');
});

describe('the ad event log', () => {
  it('asks for the order’s events and says where each stands, in English', async () => {
    const t = translator(adsMessages, 'en');
    const { asked } = await shown([
      event('meta', 'sent', { sentAt: '2026-11-28T10:05:00.000Z', testEventCode: 'TEST12345' }),
      event('tiktok', 'waiting', { reason: 'Too many requests. (code 40100)', nextAttemptAt: '2026-11-28T10:07:00.000Z' }),
    ]);
    expect(asked[0]).toContain('/api/admin/ads/orders/1042');
    const meta = document.querySelector('[data-ad-event="meta"]')!;
    expect(meta.getAttribute('data-ad-state')).toBe('sent');
    expect(meta.textContent).toContain(t('state.sent'));
    expect(meta.textContent).toContain('TEST12345');
    const tiktok = document.querySelector('[data-ad-event="tiktok"]')!;
    expect(tiktok.textContent).toContain(t('state.waiting'));
    expect(tiktok.textContent).toContain('Too many requests. (code 40100)');
  });

  it("keeps a refusal in the platform's words inside an Arabic sentence, and says too old", async () => {
    const t = translator(adsMessages, 'ar');
    await shown(
      [
        event('meta', 'refused', { reason: 'Invalid Value: The value for custom_data.value is invalid. (code 100)' }),
        event('tiktok', 'too_old'),
      ],
      { locale: 'ar' },
    );
    const meta = document.querySelector('[data-ad-event="meta"]')!;
    expect(meta.textContent).toContain(t('state.refused'));
    const words = [...meta.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(words).toContain('Invalid Value: The value for custom_data.value is invalid. (code 100)');
    expect(document.querySelector('[data-ad-event="tiktok"]')!.textContent).toContain(t('tooOld'));
  });

  it('says why nothing was sent for a delivered order without events, and shows nothing for one not delivered', async () => {
    await shown([]);
    expect(screen.getByText(translator(adsMessages, 'en')('logNone'))).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    const { view } = await shown([], { delivered: false });
    expect(view.container.textContent).toBe('');
  });
});
