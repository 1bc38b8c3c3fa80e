import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { findPublishedProduct, listPublishedProducts } from '../../src/server/catalog/catalog.repo.ts';
import { getSiteSettings, MISSING_SETTINGS } from '../../src/server/settings/site-settings.repo.ts';
import { ensureDefaultSettings } from '../../src/server/settings/default-settings.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });

beforeAll(async () => {
  await sql`insert into products (id, name, price, category, colors, sizes, position, published)
            values ('test-visible-tee', 'Test Tee', 2500, 'Test', '{Black,White}', '{M,L}', -100, true),
                   ('test-draft-tee', 'Draft Tee', 2500, 'Test', '{Black}', '{M}', -99, false)`;
  await sql`insert into variants (product_id, size, color, stock)
            values ('test-visible-tee', 'M', 'Black', 3), ('test-visible-tee', 'L', 'Black', 0),
                   ('test-visible-tee', 'M', 'White', 0), ('test-visible-tee', 'L', 'White', 1)`;
});
afterAll(async () => {
  await sql`delete from products where id like 'test-%'`;
  await sql.end();
});

describe('catalog repository', () => {
  it('lists published products in position order with their variants, never drafts', async () => {
    const products = await listPublishedProducts(sql);
    expect(products[0]!.id).toBe('test-visible-tee');
    expect(products.some((p) => p.id === 'test-draft-tee')).toBe(false);
    expect(products[0]!.variants.map((v) => [v.size, v.color, v.stock])).toEqual([
      ['M', 'Black', 3],
      ['L', 'Black', 0],
      ['M', 'White', 0],
      ['L', 'White', 1],
    ]);
    expect(products[0]).toMatchObject({ price: 2500, originalPrice: null, colors: ['Black', 'White'], sizes: ['M', 'L'] });
  });

  it('finds one published product by id, and nothing for a draft or an unknown id', async () => {
    expect((await findPublishedProduct('test-visible-tee', sql))?.name).toBe('Test Tee');
    expect(await findPublishedProduct('test-draft-tee', sql)).toBeUndefined();
    expect(await findPublishedProduct('no-such-product', sql)).toBeUndefined();
  });

  it('the demo catalog is seeded: at least 24 products in at least 4 categories', async () => {
    const products = (await listPublishedProducts(sql)).filter((p) => !p.id.startsWith('test-'));
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    expect(products.every((p) => p.images.length > 0 && p.variants.length > 0)).toBe(true);
  });
});

describe('site settings', () => {
  it('reading never writes: a missing row is a clear error, and the setup step writes the defaults', async () => {
    await sql`delete from site_settings`;
    await expect(getSiteSettings(sql)).rejects.toThrow(MISSING_SETTINGS);
    await ensureDefaultSettings(sql);
    const settings = await getSiteSettings(sql);
    expect(settings).toMatchObject({
      heroText: 'Luxury Streetwear',
      productListTitle: 'Our Products',
      currency: 'DZD',
      shipping: { freeShippingThreshold: 5000, minPrice: 300, maxPrice: 800 },
      countdown: { enabled: true, title: 'Next Drop Coming Soon' },
      passwordProtection: { enabled: false },
    });
    const days = (Date.parse(settings.countdown.targetDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });
});
