// The product form's languages: the switch (the default language first and required, the others
// missing until they have a name and a description), the fields showing the chosen language's texts
// with the default's as placeholder, an error in a language not shown marked on its button, and what
// a save sends (the other languages' texts, never the default's in translations). The function is a
// stand-in fetch; its real answers are proven in tests/functions/admin-catalog-languages.test.ts.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../i18n/messages.ts';
import { emptyProductFields, type AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import type { AdminSettings } from '../../settings/settings-types.ts';
import { settingsSaved } from '../../settings/settings-store.ts';
import { catalogMessages } from '../messages/index.ts';
import { ProductForm } from './ProductForm.tsx';

const t = translator(catalogMessages, 'en');
const product: AdminProduct = {
  ...emptyProductFields(),
  name: 'Atlas Tee',
  description: 'Heavy cotton.',
  category: 'T-Shirts',
  price: 2500,
  translations: { fr: { name: 'T-shirt Atlas', description: 'Coton épais.' } },
  id: 'atlas-tee',
  images: [],
  published: true,
  archived: false,
  idLocked: true,
  position: 1,
  updatedAt: '2026-11-26T08:00:00.000000Z',
  variants: [{ id: 1, size: '', color: '', stock: 3 }],
};

let bodies: unknown[] = [];
const button = (locale: string) => document.querySelector(`[data-text-language="${locale}"]`) as HTMLButtonElement;
const nameBox = () => document.getElementById('name') as HTMLInputElement;
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  bodies = [];
  settingsSaved({ language: { defaultLocale: 'en' }, currency: 'DZD' } as AdminSettings);
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    return Promise.resolve(Response.json({ product: { ...product, ...body, updatedAt: '2026-11-26T08:01:00.000000Z' } }));
  });
  render(
    <ProductForm
      product={product}
      categories={['T-Shirts']}
      currency="DZD"
      onSaved={() => {}}
      onCategoriesChanged={() => {}}
      onReload={() => Promise.resolve(null)}
    />,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the product form's languages", () => {
  it('lists the default language first and required, and marks the languages missing a name or description', () => {
    expect([...document.querySelectorAll('[data-text-language]')].map((b) => b.getAttribute('data-text-language'))).toEqual([
      'en',
      'ar',
      'fr',
    ]);
    expect(button('en').getAttribute('aria-pressed')).toBe('true');
    expect(button('en').textContent).toContain(t('languageRequired'));
    expect(button('ar').textContent).toContain(t('languageMissing'));
    expect(button('fr').textContent).toContain(t('languageWritten'));
    expect(nameBox().value).toBe('Atlas Tee');
  });

  it("shows a language's own texts with the default's as placeholder, and marks it written once it has them", () => {
    fireEvent.click(button('ar'));
    expect(screen.getByLabelText(t('nameIn', { language: t('langAr') }))).toBe(nameBox());
    expect([nameBox().value, nameBox().placeholder, nameBox().lang, nameBox().dir]).toEqual(['', 'Atlas Tee', 'ar', 'rtl']);
    fireEvent.change(nameBox(), { target: { value: 'تيشيرت أطلس' } });
    fireEvent.change(document.getElementById('description')!, { target: { value: 'قطن ثقيل' } });
    expect(button('ar').textContent).toContain(t('languageWritten'));
    fireEvent.click(button('en'));
    expect(nameBox().value).toBe('Atlas Tee');
  });

  it('refuses a save with an error in a language not shown, marked on its button; then sends every other language', async () => {
    fireEvent.click(button('fr'));
    fireEvent.change(nameBox(), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(button('ar'));
    fireEvent.change(nameBox(), { target: { value: 'تيشيرت أطلس' } });
    fireEvent.click(document.querySelector('[data-save-product]')!);
    await settle();
    expect(bodies).toHaveLength(0);
    expect(button('fr').textContent).toContain(t('languageHasErrors'));
    fireEvent.click(button('fr'));
    fireEvent.change(nameBox(), { target: { value: 'T-shirt Atlas' } });
    fireEvent.click(document.querySelector('[data-save-product]')!);
    await settle();
    expect(bodies).toHaveLength(1);
    const sent = (bodies[0] as { translations: Record<string, { name: string }> }).translations;
    expect(Object.keys(sent)).toEqual(['ar', 'fr']);
    expect([sent.ar!.name, sent.fr!.name]).toEqual(['تيشيرت أطلس', 'T-shirt Atlas']);
    expect(await screen.findByText(t('saved'))).toBeTruthy();
  });
});
