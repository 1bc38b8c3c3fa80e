// The owner's side of the catalog in three languages (issue 26), through the real handlers on the
// test database: the editor's texts per language (saved with the version check, checked and trimmed,
// empty ones left out, never one in the default language), the list's "missing" flags, a category's
// labels per language (audited), and what the shop then reads.
import { afterAll, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/admin-products.ts';
import categories from '../../netlify/functions/admin-categories.ts';
import settings from '../../netlify/functions/admin-settings.ts';
import { db } from '../../src/server/db/client.ts';
import { fieldsOf, type AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { call } from './admin-helpers.ts';
import { auditActions, createProduct, fields, useCatalogAdmin } from './admin-catalog.fixtures.ts';

const sql = db();
const admin = useCatalogAdmin('test-langs-');
afterAll(async () => {
  await sql`delete from categories c where c.name like 'Test Langs%' and not exists (select 1 from products p where p.category = c.name)`;
});
const save = (p: AdminProduct, change: Record<string, unknown> = {}) =>
  call(products, `/api/admin/products/${p.id}`, {
    method: 'PUT',
    token: admin.token,
    body: { ...fieldsOf(p), updatedAt: p.updatedAt, ...change },
  });

describe("the editor's texts in each language", () => {
  it('saves the other languages in translations, trimmed, without empty texts, and with the version check', async () => {
    const p = await createProduct(admin.token, fields('Test Langs Tee', { category: 'Test Langs Cat' }));
    expect(p.translations).toEqual({});
    const saved = await save(p, {
      translations: {
        ar: { name: '  تيشيرت أطلس ', description: 'قطن ثقيل', details: ['قطن', ''], shippingReturns: '' },
        fr: { name: '', description: '', details: [], shippingReturns: '' },
        en: { name: 'Not kept: English is the default language' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product.translations).toEqual({ ar: { name: 'تيشيرت أطلس', description: 'قطن ثقيل', details: ['قطن'] } });
    const [row] = await sql`select translations from products where id = ${p.id}`;
    expect(row!.translations).toEqual({ ar: { name: 'تيشيرت أطلس', description: 'قطن ثقيل', details: ['قطن'] } });
    // The form read before this save is stale: nothing written.
    expect((await save(p, { translations: { fr: { name: 'T-shirt' } } })).status).toBe(409);
    // A save without translations (an older client) leaves them as they are.
    const { translations: _t, ...withoutTranslations } = fieldsOf(saved.body.product);
    const again = await call(products, `/api/admin/products/${p.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...withoutTranslations, price: 3300, updatedAt: saved.body.product.updatedAt },
    });
    expect(again.body.product).toMatchObject({ price: 3300, translations: { ar: { name: 'تيشيرت أطلس' } } });
    expect(await auditActions(p.id)).toEqual(['product.create', 'product.update', 'product.update']);
  });

  it('refuses a translated text over the field’s limit or with control characters, on its own path', async () => {
    const p = await createProduct(admin.token, fields('Test Langs Cap'));
    const answer = await save(p, { translations: { ar: { name: 'ا'.repeat(201), description: 'bad\u0000text' } } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ 'translations.ar.name': 'tooLong', 'translations.ar.description': 'plainTextOnly' });
    const unknown = await save(p, { translations: { de: { name: 'Mütze' } } });
    expect(unknown.status).toBe(422);
  });

  it('a new product may come with its texts in other languages', async () => {
    const p = await createProduct(admin.token, { ...fields('Test Langs Scarf'), translations: { fr: { name: 'Écharpe' } } });
    expect(p.translations).toEqual({ fr: { name: 'Écharpe' } });
  });
});

describe("the list's missing languages", () => {
  it('flags a language without a name or a description, never the default one', async () => {
    const p = await createProduct(
      admin.token,
      fields('Test Langs Flagged', { translations: { ar: { name: 'قبعة', description: 'صوف' }, fr: { name: 'Bonnet' } } }),
    );
    const list = await call(products, '/api/admin/products?q=Test%20Langs%20Flagged', { token: admin.token });
    const row = list.body.products.find((x: { id: string }) => x.id === p.id);
    expect(row.missingLanguages).toEqual(['fr']);
  });
});

describe("a category's labels", () => {
  it('sets, lists and audits a label per language; an empty label is none', async () => {
    await createProduct(admin.token, fields('Test Langs Labelled', { category: 'Test Langs Shoes' }));
    const put = await call(categories, '/api/admin/categories/labels', {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Test Langs Shoes', labels: { ar: ' أحذية ', fr: 'Chaussures', en: '' } },
    });
    expect(put.status).toBe(200);
    expect(put.body.category).toMatchObject({
      name: 'Test Langs Shoes',
      slug: 'test-langs-shoes',
      labels: { ar: 'أحذية', fr: 'Chaussures' },
    });
    const list = await call(categories, '/api/admin/categories', { token: admin.token });
    expect(list.body.categories.find((c: { name: string }) => c.name === 'Test Langs Shoes').labels).toEqual({
      ar: 'أحذية',
      fr: 'Chaussures',
    });
    expect(await auditActions('Test Langs Shoes')).toEqual(['category.labels']);
    const tooLong = await call(categories, '/api/admin/categories/labels', {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Test Langs Shoes', labels: { ar: 'ا'.repeat(61) } },
    });
    expect([tooLong.status, tooLong.body.error.fields]).toEqual([422, { 'labels.ar': 'tooLong' }]);
    const none = await call(categories, '/api/admin/categories/labels', {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Test Langs Nothing', labels: {} },
    });
    expect(none.status).toBe(404);
    expect((await call(categories, '/api/admin/categories/labels', { token: admin.token })).status).toBe(405);
  });
});

describe('the owner changes the default language', () => {
  const setDefault = async (defaultLocale: string) => {
    const current = (await call(settings, '/api/admin/settings', { token: admin.token })).body;
    return call(settings, '/api/admin/settings/language', {
      method: 'PUT',
      token: admin.token,
      body: { defaultLocale, updatedAt: current.updatedAt },
    });
  };
  const texts = async (id: string) =>
    (await sql`select name, description, details, shipping_returns, translations from products where id = ${id}`)[0];

  it("swaps each product's own texts with the new language's, keeps the old ones under the old language, and back again", async () => {
    const tee = await createProduct(
      admin.token,
      fields('Test Langs Swap Tee', {
        description: 'Heavy cotton.',
        details: ['Cotton'],
        shippingReturns: 'Returns in 7 days.',
        translations: { ar: { name: 'تيشيرت', details: ['قطن'] }, fr: { name: 'T-shirt', description: 'Coton épais.' } },
      }),
    );
    const plain = await createProduct(admin.token, fields('Test Langs Swap Plain', { translations: { ar: { description: 'بلا اسم' } } }));
    const plainBefore = await texts(plain.id);
    try {
      expect((await setDefault('ar')).status).toBe(200);
      expect(await texts(tee.id)).toEqual({
        name: 'تيشيرت',
        description: 'Heavy cotton.', // none in Arabic: the text the shop showed stays
        details: ['قطن'],
        shipping_returns: 'Returns in 7 days.',
        translations: {
          en: { name: 'Test Langs Swap Tee', description: 'Heavy cotton.', details: ['Cotton'], shippingReturns: 'Returns in 7 days.' },
          fr: { name: 'T-shirt', description: 'Coton épais.' },
        },
      });
      // No Arabic name: left as it is.
      expect(await texts(plain.id)).toEqual(plainBefore);
      // An editor opened before the change is stale; the list now flags English as the language to check.
      expect((await save(tee, { price: 1 })).status).toBe(409);
      const list = await call(products, '/api/admin/products?q=Test%20Langs%20Swap', { token: admin.token });
      expect(list.body.products.find((x: { id: string }) => x.id === tee.id).missingLanguages).toEqual([]);
      const [entry] = await sql`select new_value from admin_audit where action = 'products.default-language' order by id desc limit 1`;
      expect(entry!.new_value).toMatchObject({ defaultLocale: 'ar', products: expect.arrayContaining([tee.id]) });

      expect((await setDefault('en')).status).toBe(200);
      expect(await texts(tee.id)).toEqual({
        name: 'Test Langs Swap Tee',
        description: 'Heavy cotton.',
        details: ['Cotton'],
        shipping_returns: 'Returns in 7 days.',
        translations: { ar: { name: 'تيشيرت', details: ['قطن'] }, fr: { name: 'T-shirt', description: 'Coton épais.' } },
      });
    } finally {
      await sql`update site_settings set default_locale = 'en' where id = 1`;
    }
  });
});
