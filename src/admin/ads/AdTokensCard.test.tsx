// The tokens card of Settings → Ads: the owner sets a token (a password field, sent once and cleared)
// and Meta's test event code; a token with a space is refused before anything is sent; a staff admin
// sees whether tokens are set and nothing to change them. The function behind it is a stand-in fetch
// answering as /api/admin/ads/tokens does (its real answers: tests/functions/ads-purchase.test.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdTokensAnswer } from '../../domain/ads/ads-admin-api.ts';
import { translator } from '../../i18n/messages.ts';
import { adsMessages } from './ads-messages.ts';
import { AdTokensCard } from './AdTokensCard.tsx';

const t = translator(adsMessages, 'en');
const META = {
  platform: 'meta' as const,
  tokenHint: '…0001',
  testEventCode: '',
  setAt: '2026-11-28T10:00:00.000Z',
  setBy: 'owner@shop.dz',
};
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

async function shown(answer: AdTokensAnswer) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { token?: string; testEventCode?: string };
      sent.push({ url, method: 'PUT', body });
      return Response.json({
        ...META,
        platform: url.endsWith('/tiktok') ? 'tiktok' : 'meta',
        tokenHint: `…${(body.token ?? '0001').slice(-4)}`,
        testEventCode: body.testEventCode ?? '',
      });
    }
    return Response.json(answer);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdTokensCard />
    </QueryClientProvider>,
  );
  await screen.findByText(t('tokensTitle'));
  await settle();
  await settle();
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tokens card', () => {
  it('lets the owner set a token and the test code, sent once and cleared from the field', async () => {
    const sent = await shown({ tokens: [META], mayChange: true });
    expect(document.querySelector('[data-ad-token="meta"] [data-ad-token-state]')!.textContent).toContain('…0001');
    expect(document.querySelector('[data-ad-token="tiktok"] [data-ad-token-state]')!.getAttribute('data-ad-token-state')).toBe('not-set');
    const token = document.getElementById('ad-token-meta') as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    fireEvent.change(token, { target: { value: 'EAAnew-token-for-meta-9876' } });
    fireEvent.change(document.getElementById('ad-test-code-meta')!, { target: { value: 'TEST12345' } });
    fireEvent.click(document.querySelector('[data-ad-token="meta"] button[type="submit"]')!);
    await settle();
    await settle();
    expect(sent).toEqual([
      {
        url: expect.stringContaining('/api/admin/ads/tokens/meta'),
        method: 'PUT',
        body: { token: 'EAAnew-token-for-meta-9876', testEventCode: 'TEST12345' },
      },
    ]);
    expect(token.value).toBe('');
    expect(document.querySelector('[data-ad-token="meta"] [data-ad-token-state]')!.textContent).toContain('…9876');
    expect(screen.getByText(t('saved'))).toBeTruthy();
  });

  it('refuses a token with a space before sending anything', async () => {
    const sent = await shown({ tokens: [], mayChange: true });
    fireEvent.change(document.getElementById('ad-token-tiktok')!, { target: { value: 'two words-that-are-long' } });
    fireEvent.click(document.querySelector('[data-ad-token="tiktok"] button[type="submit"]')!);
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByText(t('invalidToken'))).toBeTruthy();
  });

  it('shows a staff admin the state and no form', async () => {
    await shown({ tokens: [META], mayChange: false });
    expect(screen.getByText(t('ownerOnly'))).toBeTruthy();
    expect(document.getElementById('ad-token-meta')).toBeNull();
    expect(document.querySelectorAll('[data-ad-token] form')).toHaveLength(0);
  });
});
