// The connect form of Settings → Carriers: its secrets are password fields the page never fills, the
// shared schema refuses an incomplete form before anything is sent, the carrier's refusal shows under the
// token in its own words, and the keys are forgotten once connected. The function behind it is a
// stand-in fetch answering as PUT /api/admin/carriers/yalidine does (its real answers are proven in
// tests/functions and against the Yalidine stand-in in tests/e2e/admin-carriers.spec.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { fieldMessages } from '../../core/field-messages.ts';
import { carriersMessages } from './carriers-messages.ts';
import { ConnectForm } from './ConnectForm.tsx';

const t = translator(carriersMessages, 'en');
const field = translator(fieldMessages, 'en');
const ACCOUNT = {
  platform: 'yalidine',
  baseUrl: 'https://api.yalidine.app/v1/',
  keyHint: '…Xy9z',
  connectedAt: '',
  connectedBy: 'owner@shop.dz',
};

let sent: unknown[] = [];
let answer: () => Response;
let connected = 0;

const input = (id: string) => document.getElementById(`yalidine-${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const connect = () => fireEvent.click(screen.getByRole('button', { name: t('connect') }));
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  sent = [];
  connected = 0;
  answer = () => Response.json(ACCOUNT);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.endsWith('/wilayas')) return Response.json({ wilayas: [{ code: '16', nameFr: 'Alger', nameAr: 'الجزائر' }], updatedAt: '' });
    sent.push(JSON.parse(String(init.body)));
    return answer();
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConnectForm platform="yalidine" onConnected={() => connected++} onCancel={undefined} />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn(token: string) {
  type('apiId', '94986571734304520001');
  type('apiToken', token);
  await screen.findByRole('option', { name: '16 · Alger' });
  fireEvent.change(document.getElementById('yalidine-fromWilayaCode')!, { target: { value: '16' } });
}

describe("connecting Yalidine from the admin's settings", () => {
  it('types its secrets as passwords the browser does not fill, and starts empty', () => {
    for (const secret of ['apiToken', 'webhookSecret']) {
      expect(input(secret).type).toBe('password');
      expect(input(secret).autocomplete).toBe('off');
      expect(input(secret).value).toBe('');
    }
    expect(input('apiId').type).toBe('text');
  });

  it('refuses an incomplete form in place, before anything is sent', async () => {
    connect();
    expect(await screen.findAllByText(field('required'))).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it("shows the carrier's refusal under the token, its words kept whole", async () => {
    answer = () => Response.json({ error: { code: 'carrier_refused', message: 'Invalid API ID or token' } }, { status: 422 });
    await fillIn('wrong-token');
    connect();
    await settle();
    expect(sent).toEqual([{ platform: 'yalidine', apiId: '94986571734304520001', apiToken: 'wrong-token', fromWilayaCode: '16' }]);
    expect(document.getElementById('yalidine-apiToken-error')?.textContent).toBe(
      t('refused', { carrier: 'Yalidine', message: '\u2068Invalid API ID or token\u2069' }),
    );
    expect(connected).toBe(0);
  });

  it('forgets the keys once the carrier took them', async () => {
    await fillIn('the-right-token-Xy9z');
    connect();
    await settle();
    expect(connected).toBe(1);
    expect(input('apiToken').value).toBe('');
    expect(input('apiId').value).toBe('');
  });
});
