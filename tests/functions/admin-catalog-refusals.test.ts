// Every catalog endpoint: a corpus of bad bodies, each answered with a 4xx, a code and a message,
// and nothing written (products, variants, the audit log, the publish state, the stored images).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/admin-products.ts';
import actions from '../../netlify/functions/admin-product-actions.ts';
import images from '../../netlify/functions/admin-product-images.ts';
import order from '../../netlify/functions/admin-product-order.ts';
import categories from '../../netlify/functions/admin-categories.ts';
import stock from '../../netlify/functions/admin-stock.ts';
import catalogCsv from '../../netlify/functions/admin-catalog-csv.ts';
import { db } from '../../src/server/db/client.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { useImageStorage } from '../../src/server/storage/storage.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { call, type Handler } from './admin-helpers.ts';
import { createProduct, fields, useCatalogAdmin } from './admin-catalog.fixtures.ts';

const sql = db();
const admin = useCatalogAdmin('test-refuse-');
const root = mkdtempSync(join(tmpdir(), 'shop-uploads-refusals-'));
let product: AdminProduct;
beforeAll(async () => {
  useImageStorage(new LocalDiskStorage({ root, bucket: 'product-images' }));
  product = await createProduct(admin.token, fields('Test Refuse Tee', { sizes: ['M', 'L'], colors: ['Black'] }));
  await sql`update variants set stock = 2 where product_id = ${product.id}`;
});
afterAll(() => {
  useImageStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

async function snapshot(): Promise<string> {
  const [catalog] = await sql`select (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from products p) as products,
                                     (select md5(coalesce(string_agg(v::text, '|' order by v.id), '')) from variants v) as variants,
                                     (select count(*) from admin_audit) as audit,
                                     (select low_stock_threshold from site_settings where id = 1) as threshold`;
  const publish = await sql`select * from publish_state`;
  const files = existsSync(root) ? readdirSync(root, { recursive: true }) : [];
  return JSON.stringify({ catalog, publish, files });
}

// Strings are sent as they are (broken JSON), the rest as JSON; 'CURRENT' is the product's real version.
const common: unknown[] = ['', 'not json', '{"a":', '[]', 'null', '42', '"text"', '{}', [1, 2]];
const long = (n: number) => 'x'.repeat(n);
const V = 'CURRENT';
const good = () => ({ ...fields('Test Refuse Tee', { sizes: ['M', 'L'], colors: ['Black'] }) });
const badFields = [
  { name: '' },
  { name: '   ' },
  { name: long(201) },
  { name: 'a\u0000b' },
  { name: 'half \ud83d emoji' },
  { name: 42 },
  { price: -1 },
  { price: 1.5 },
  { price: '3200' },
  { price: 10_000_001 },
  { price: null },
  { originalPrice: 0 },
  { originalPrice: -5 },
  { originalPrice: '4000' },
  { description: long(5001) },
  { category: '' },
  { category: long(61) },
  { badge: 'hot' },
  { badge: null },
  { details: 'one line' },
  { details: [''] },
  { details: Array.from({ length: 31 }, () => 'x') },
  { details: [long(301)] },
  { shippingReturns: long(5001) },
  { colors: ['Black', 'black'] },
  { colors: [''] },
  { colors: [long(41)] },
  { sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) },
  { sizes: ['M', 'M'] },
  { sizes: [long(21)] },
  { sizes: 'M' },
];

type Entry = { name: string; handler: Handler; method: string; path: () => string; bodies: unknown[]; contentType?: string };
const corpus: Entry[] = [
  {
    name: 'create',
    handler: products,
    method: 'POST',
    path: () => '/api/admin/products',
    bodies: [...common, ...badFields.map((f) => ({ ...good(), ...f }))],
  },
  {
    name: 'save',
    handler: products,
    method: 'PUT',
    path: () => `/api/admin/products/${product.id}`,
    bodies: [
      ...common,
      ...badFields.map((f) => ({ ...good(), ...f, updatedAt: V })),
      { ...good() },
      { ...good(), updatedAt: 'yesterday' },
      { ...good(), updatedAt: '2020-01-01T00:00:00.000000Z' },
      { ...good(), sizes: ['M'], updatedAt: V },
      { ...good(), sizes: ['M'], confirmStockRemoval: 'yes', updatedAt: V },
    ],
  },
  {
    name: 'save unknown',
    handler: products,
    method: 'PUT',
    path: () => '/api/admin/products/test-refuse-nobody',
    bodies: [{ ...good(), updatedAt: V }],
  },
  { name: 'bad id', handler: products, method: 'GET', path: () => '/api/admin/products/..%2F..%2Fetc', bodies: [undefined] },
  {
    name: 'delete unknown',
    handler: products,
    method: 'DELETE',
    path: () => '/api/admin/products/test-refuse-nobody',
    bodies: [undefined],
  },
  {
    name: 'list filters',
    handler: products,
    method: 'GET',
    path: () => '/api/admin/products?stock=plenty&published=maybe',
    bodies: [undefined],
  },
  {
    name: 'publish',
    handler: actions,
    method: 'POST',
    path: () => `/api/admin/products/${product.id}/publish`,
    bodies: [
      ...common,
      { published: 'yes', updatedAt: V },
      { published: true },
      { published: true, updatedAt: '2020-01-01T00:00:00.000000Z' },
    ],
  },
  { name: 'unknown action', handler: actions, method: 'POST', path: () => `/api/admin/products/${product.id}/explode`, bodies: [{}] },
  {
    name: 'duplicate unknown',
    handler: actions,
    method: 'POST',
    path: () => '/api/admin/products/test-refuse-nobody/duplicate',
    bodies: [{}],
  },
  {
    name: 'images PUT',
    handler: images,
    method: 'PUT',
    path: () => `/api/admin/products/${product.id}/images`,
    bodies: [
      ...common,
      { images: [{ url: '/images/products/atlas-tee-1.webp', alt: '' }], updatedAt: V },
      { images: 'all', updatedAt: V },
      { images: [{ url: 'x', alt: long(301) }], updatedAt: V },
      { images: [], updatedAt: '2020-01-01T00:00:00.000000Z' },
    ],
  },
  {
    name: 'images POST not multipart',
    handler: images,
    method: 'POST',
    path: () => `/api/admin/products/${product.id}/images`,
    bodies: [...common],
  },
  {
    name: 'images POST',
    handler: images,
    method: 'POST',
    path: () => `/api/admin/products/${product.id}/images`,
    contentType: 'multipart/form-data; boundary=x',
    bodies: [
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nMZ\x90\x00 not a photo\r\n--x--\r\n',
      '--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\nonly alt\r\n--x--\r\n',
      'garbage without boundaries',
    ],
  },
  {
    name: 'order',
    handler: order,
    method: 'POST',
    path: () => '/api/admin/product-order',
    bodies: [
      ...common,
      { id: 'test-refuse-tee', direction: 'sideways' },
      { id: 'test-refuse-nobody', direction: 'up' },
      { ids: [] },
      { ids: ['a', 'a'] },
      { ids: ['test-refuse-nobody'] },
      { ids: 'all' },
    ],
  },
  {
    name: 'category rename',
    handler: categories,
    method: 'POST',
    path: () => '/api/admin/categories/rename',
    bodies: [
      ...common,
      { from: '', to: 'x' },
      { from: 'Test Catalog', to: '' },
      { from: 'Test Catalog', to: long(61) },
      { from: 'No Such Category At All', to: 'x' },
      { from: 1, to: 2 },
    ],
  },
  {
    name: 'stock',
    handler: stock,
    method: 'POST',
    path: () => '/api/admin/stock',
    bodies: [
      ...common,
      { changes: [] },
      { changes: [{ variantId: 'one', delta: 1 }] },
      { changes: [{ variantId: 1, delta: 0 }] },
      { changes: [{ variantId: 1, delta: 1.5 }] },
      { changes: [{ variantId: 1, delta: 100_001 }] },
      { changes: [{ variantId: -1, delta: 1 }] },
      {
        changes: [
          { variantId: 1, delta: 1 },
          { variantId: 1, delta: 2 },
        ],
      },
      { changes: [{ variantId: 2_000_000_000, delta: 1 }] },
      'VARIANT-DROP',
      'VARIANT-MIXED',
    ],
  },
  {
    name: 'threshold',
    handler: stock,
    method: 'PUT',
    path: () => '/api/admin/stock/threshold',
    bodies: [...common, { threshold: -1 }, { threshold: 100_001 }, { threshold: '5' }, { threshold: 2.5 }],
  },
  {
    name: 'import',
    handler: catalogCsv,
    method: 'POST',
    path: () => '/api/admin/catalog/import?dryRun=false',
    contentType: 'text/csv',
    bodies: [
      'name,price,category\nTest Refuse New,abc,X',
      'id,name,price,category,size,stock\ntest-refuse-tee,Test Refuse Tee,100,Test,M,-4',
      'id,name,price,category,size,color,stock\ntest-refuse-tee,Test Refuse Tee,100,Test,M,Black,1', // L/Black holds stock and is left out
      'name\n"never closed',
      '',
      'a,b\n1,2',
      '\xff\xfe bad',
    ],
  },
];

describe('every catalog endpoint refuses bad bodies with a 4xx and a message, and writes nothing', () => {
  for (const entry of corpus) {
    it(`${entry.name}: ${entry.bodies.length} bad bodies`, async () => {
      const current = (await call(products, `/api/admin/products/${product.id}`, { token: admin.token })).body.product as AdminProduct;
      const before = await snapshot();
      for (const raw of entry.bodies) {
        let body = raw;
        if (typeof raw === 'object' && raw !== null && (raw as { updatedAt?: unknown }).updatedAt === V)
          body = { ...raw, updatedAt: current.updatedAt };
        // Stock: a change that would take a variant below 0, alone or beside a valid one.
        if (raw === 'VARIANT-DROP') body = { changes: [{ variantId: current.variants[0]!.id, delta: -3 }] };
        if (raw === 'VARIANT-MIXED')
          body = {
            changes: [
              { variantId: current.variants[1]!.id, delta: 5 },
              { variantId: current.variants[0]!.id, delta: -3 },
            ],
          };
        const headers = entry.contentType ? { 'content-type': entry.contentType } : undefined;
        const answer = await call(entry.handler, entry.path(), {
          method: entry.method,
          token: admin.token,
          ...(body === undefined ? {} : { body }),
          ...(headers ? { headers } : {}),
        });
        const label = `${entry.name} ${String(JSON.stringify(body)).slice(0, 100)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(answer.body.error.code, label).toEqual(expect.any(String));
        expect(answer.body.error.message.length, label).toBeGreaterThan(5);
      }
      expect(await snapshot()).toBe(before);
    });
  }
});
