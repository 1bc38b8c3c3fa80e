// The connect forms of NOEST and ZR Express in Settings → Carriers: each asks its own credentials under
// a line saying where to find them, types its secrets as passwords, sends the body its platform's
// schema takes, and says a carrier that did not answer under the address (empty: the carrier's own). The
// function behind it is a stand-in fetch answering as PUT /api/admin/carriers/{platform} does (its real
// answers are proven in tests/functions/carrier-noest.test.ts and carrier-zr-express.test.ts).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { translator } from '../../../i18n/messages.ts';
import { fieldMessages } from '../../core/field-messages.ts';
import { carriersMessages } from './carriers-messages.ts';
import { ConnectForm } from './ConnectForm.tsx';

const t = translator(carriersMessages, 'en');
const field = translator(fieldMessages, 'en');
let sent: unknown[] = [];
let answer: () => Response;
let connected = 0;

const input = (platform: CarrierPlatform, id: string) => document.getElementById(`${platform}-${id}`) as HTMLInputElement;
const type = (platform: CarrierPlatform, id: string, value: string) => fireEvent.change(input(platform, id), { target: { value } });
const connect = () => fireEvent.click(screen.getByRole('button', { name: t('connect') }));
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

function renderForm(platform: CarrierPlatform) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConnectForm platform={platform} onConnected={() => connected++} onCancel={undefined} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sent = [];
  connected = 0;
  answer = () => Response.json({ platform: 'noest', baseUrl: 'https://app.noest-dz.com/api/public/', keyHint: '…Rk4s' });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('connecting NOEST', () => {
  beforeEach(() => renderForm('noest'));

  it('asks the token (a password) and the partner GUID, under where NOEST gives them', () => {
    expect(screen.getByText(t('whereNoest'))).toBeTruthy();
    expect([input('noest', 'apiToken').type, input('noest', 'userGuid').type]).toEqual(['password', 'text']);
    // NOEST's own host unless the owner types another (an address field like Yalidine's, left empty).
    expect([input('noest', 'baseUrl').type, input('noest', 'baseUrl').value]).toEqual(['url', '']);
  });

  it('refuses a missing GUID in place, then sends token and GUID only', async () => {
    type('noest', 'apiToken', 'noest-token-Rk4s');
    connect();
    expect(await screen.findByText(field('required'))).toBeTruthy();
    expect(sent).toHaveLength(0);
    type('noest', 'userGuid', '  A1B2C3D4-guid  ');
    connect();
    await settle();
    expect(sent).toEqual([{ platform: 'noest', apiToken: 'noest-token-Rk4s', userGuid: 'A1B2C3D4-guid' }]);
    expect(connected).toBe(1);
    expect(input('noest', 'apiToken').value).toBe('');
  });

  it('says under the address that NOEST did not answer', async () => {
    answer = () => Response.json({ error: { code: 'carrier_unreachable', message: 'no answer' } }, { status: 502 });
    type('noest', 'apiToken', 'noest-token-Rk4s');
    type('noest', 'userGuid', 'A1B2C3D4-guid');
    connect();
    await settle();
    expect(document.getElementById('noest-baseUrl-error')?.textContent).toBe(t('unreachable', { carrier: 'NOEST' }));
    expect(connected).toBe(0);
  });
});

describe('connecting ZR Express', () => {
  beforeEach(() => renderForm('zr_express'));

  it('asks the key (a password), the tenant and the webhook secret, with the webhook address', () => {
    expect(screen.getByText(t('whereZr'))).toBeTruthy();
    expect(['apiKey', 'tenantId', 'webhookSecret'].map((id) => input('zr_express', id).type)).toEqual(['password', 'text', 'password']);
    expect(screen.getByText(`${window.location.origin}/api/carriers/zr-express/webhook`).tagName).toBe('BDI');
  });

  it('refuses a webhook secret that is not a Svix one, saying it starts with whsec_, and sends it once it is', async () => {
    type('zr_express', 'apiKey', 'zr-key-0042');
    type('zr_express', 'tenantId', '7f3c0001-2a1b');
    type('zr_express', 'webhookSecret', 'a-secret');
    connect();
    expect(await screen.findByText(t('zrWebhookSecretShape'))).toBeTruthy();
    expect(document.getElementById('zr_express-webhookSecret-error')?.textContent).toBe(t('zrWebhookSecretShape'));
    expect(sent).toHaveLength(0);
    type('zr_express', 'webhookSecret', 'whsec_c2VjcmV0IG9mIHRoZSBlbmRwb2ludA==');
    connect();
    await settle();
    expect(sent).toEqual([
      { platform: 'zr_express', apiKey: 'zr-key-0042', tenantId: '7f3c0001-2a1b', webhookSecret: 'whsec_c2VjcmV0IG9mIHRoZSBlbmRwb2ludA==' },
    ]);
  });

  it("shows ZR's refusal under the key", async () => {
    answer = () => Response.json({ error: { code: 'carrier_refused', message: 'Unauthorized' } }, { status: 422 });
    type('zr_express', 'apiKey', 'wrong');
    type('zr_express', 'tenantId', '7f3c0001-2a1b');
    connect();
    await settle();
    expect(document.getElementById('zr_express-apiKey-error')?.textContent).toBe(
      t('refused', { carrier: 'ZR Express', message: '\u2068Unauthorized\u2069' }),
    );
  });
});
