// The catalog in three languages on the real order path and the real catalog read (issue 26): a product's
// texts per language with the default language's as fallback, categories with a stable slug and a label
// per language, and an order keeping each line's name as the shopper saw it. Nothing is mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import adminCategories from '../../netlify/functions/admin-categories.ts';
import { db } from '../../src/server/db/client.ts';
import { listPublishedProducts } from '../../src/server/catalog/catalog.repo.ts';
import { productIn } from '../../src/domain/catalog/product.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, signedIn } from './admin-helpers.ts';

const sql = db();
const PREFIX = 'test-languages';
let catalog: TestCatalog;
let ip = 0;

beforeAll(async () => {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  catalog = await createTestCatalog(sql, PREFIX);
  await sql`update variants set stock = 50 where product_id like ${`${PREFIX}-%`}`;
  await sql`update products set translations = ${sql.json({ ar: { name: 'تيشيرت أطلس', description: 'قطن ثقيل' }, fr: { details: ['Coton'] } })}
            where id = ${catalog.tee}`;
});
afterAll(async () => {
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${PREFIX}-%`})`;
  await dropTestCatalog(sql, PREFIX);
});

const tee = async () => (await listPublishedProducts(sql)).find((p) => p.id === catalog.tee)!;

describe('a product in three languages', () => {
  it("shows each language's text where the owner wrote one, and the default language's elsewhere", async () => {
    const product = await tee();
    const ar = productIn(product, 'ar', 'en');
    expect([ar.name, ar.description, ar.textLocales]).toEqual([
      'تيشيرت أطلس',
      'قطن ثقيل',
      { name: 'ar', description: 'ar', details: 'en', shippingReturns: 'en' },
    ]);
    const fr = productIn(product, 'fr', 'en');
    expect([fr.name, fr.details, fr.textLocales!.name, fr.textLocales!.details]).toEqual([product.name, ['Coton'], 'en', 'fr']);
    expect(productIn(product, 'en', 'en').name).toBe(product.name);
    expect(ar.names).toEqual({ en: product.name, ar: 'تيشيرت أطلس' });
  });

  it('keeps on the order the name the shopper saw, in her language, and prices every language from one memory', async () => {
    const place = async (locale: 'ar' | 'fr' | 'en') => {
      const request = orderRequest(catalog, {
        phone: uniquePhone(),
        locale,
        lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }],
      });
      const answer = await call(orders, '/api/orders', { body: request, ip: `192.0.2.${++ip}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.order.lines[0].name as string;
    };
    const product = await tee();
    expect(await place('ar')).toBe('تيشيرت أطلس');
    expect(await place('fr')).toBe(product.name);
    expect(await place('ar')).toBe('تيشيرت أطلس');
    // A later translation never changes a past order.
    await sql`update products set translations = translations || ${sql.json({ ar: { name: 'تيشيرت جديد' } })} where id = ${catalog.tee}`;
    const [stored] = await sql<{ product_name: string }[]>`
      select l.product_name from order_lines l join orders o on o.id = l.order_id
      where l.product_id = ${catalog.tee} and o.locale = 'ar' order by o.number limit 1`;
    expect(stored!.product_name).toBe('تيشيرت أطلس');
    expect(await place('ar')).toBe('تيشيرت جديد');
  });
});

describe('categories as named things', () => {
  it('gives every category a slug and a label per language, and keeps the slug through a rename', async () => {
    const product = await tee();
    const [row] = await sql<{ slug: string }[]>`select slug from categories where name = ${product.category}`;
    expect(product.categorySlug).toBe(row!.slug);
    expect(row!.slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    await sql`update categories set labels = ${sql.json({ ar: 'تيشيرتات' })} where name = ${product.category}`;
    expect(productIn(await tee(), 'ar', 'en').category).toBe('تيشيرتات');
    expect(productIn(await tee(), 'fr', 'en').category).toBe(product.category);

    const token = (await signedIn('owner-languages@test.dz')).token;
    const renamed = await call(adminCategories, '/api/admin/categories/rename', {
      token,
      body: { from: product.category, to: `${product.category} 2026` },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await tee();
    expect([after.category, after.categorySlug]).toEqual([`${product.category} 2026`, row!.slug]);
    expect(productIn(after, 'ar', 'en').category).toBe('تيشيرتات');
  });

  it('makes a free slug for a new category, whichever way the product is written', async () => {
    await sql`update products set category = 'Chaussures été' where id = ${catalog.cap}`;
    const [first] = await sql<{ slug: string }[]>`select slug from categories where name = 'Chaussures été'`;
    expect(first!.slug).toBe('chaussures-ete');
    await sql`update products set category = 'Chaussures ete' where id = ${catalog.cap}`;
    const [second] = await sql<{ slug: string }[]>`select slug from categories where name = 'Chaussures ete'`;
    expect(second!.slug).toBe('chaussures-ete-2');
  });
});
