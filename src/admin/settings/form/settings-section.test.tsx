// A settings screen made by settingsSection (the currency's, the smallest): its page, its field from
// the settings read, and what Save does: the section's own schema before sending, a PUT to its path
// with the version it started from, then saved, or stale with Reload. The function behind it is a
// stand-in fetch answering as /api/admin/settings/currency does (its real answers are proven in
// tests/functions/admin-settings.test.ts and the admin browser suite).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { fieldMessages } from '../../core/field-messages.ts';
import { settingsMessages } from '../messages/index.ts';
import { $settings, settingsSaved } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';
import CurrencyScreen from '../currency/CurrencyScreen.tsx';

const t = translator(settingsMessages, 'en');
const field = translator(fieldMessages, 'en');
const VERSION = '2026-11-28T10:00:00.000000Z';
// Only what the currency screen reads: the rest of the settings is no part of this section.
const settings = { currency: 'DZD', updatedAt: VERSION } as AdminSettings;

type Call = { url: string; method: string; body: unknown; answer: (response: Response) => void };
let calls: Call[] = [];

const input = () => screen.getByLabelText(t('currency'), { exact: true }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: t('save') }));
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((answer) =>
        calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, answer }),
      ),
  );
  settingsSaved(settings);
  render(<CurrencyScreen />);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a settings section (the currency screen)', () => {
  it('is a page with its title and intro, its field filled from the settings read', () => {
    expect(screen.getByRole('heading', { name: t('currencyTitle') })).toBeTruthy();
    expect(screen.getByText(t('currencyIntro'))).toBeTruthy();
    expect(input().value).toBe('DZD');
    expect(document.querySelector('form[data-section="currency"]')).toBeTruthy();
  });

  it('puts its body to its own path with the version it started from, then says it is saved', async () => {
    fireEvent.change(input(), { target: { value: ' eur ' } });
    save();
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/admin/settings/currency', method: 'PUT', body: { currency: 'EUR', updatedAt: VERSION } });
    calls[0]!.answer(Response.json({ ...settings, currency: 'EUR', updatedAt: '2026-11-28T10:05:00.000000Z' }));
    await settle();
    expect(screen.getByText(t('saved'))).toBeTruthy();
    const load = $settings.get();
    expect(load.state === 'loaded' && load.settings.currency).toBe('EUR');
  });

  it("refuses in place what the section's schema refuses, before sending", async () => {
    fireEvent.change(input(), { target: { value: 'DINARS' } });
    save();
    await settle();
    expect(calls).toHaveLength(0);
    expect(screen.getByText(field('invalidCurrency'))).toBeTruthy();
  });

  it('keeps what was typed when someone saved since, and offers Reload', async () => {
    fireEvent.change(input(), { target: { value: 'EUR' } });
    save();
    await settle();
    calls[0]!.answer(Response.json({ error: { code: 'stale', message: 'stale' } }, { status: 409 }));
    await settle();
    expect(screen.getByText(t('stale'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('reload') })).toBeTruthy();
    expect(input().value).toBe('EUR');
  });
});
