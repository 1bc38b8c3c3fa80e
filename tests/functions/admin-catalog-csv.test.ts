// The catalog CSV through the real handler: export (one row per variant, with stock, archived
// products left out), the same file imported back changes nothing, an edited file's dry run lists
// every change and writes nothing, the real import writes it all; a file with mistakes gets every
// row's error and nothing is written; Shopify's column names are read as ours; new products go
// first in the shop's order, in the file's order.
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import csv from '../../netlify/functions/admin-catalog-csv.ts';
import products from '../../netlify/functions/admin-products.ts';
import stock from '../../netlify/functions/admin-stock.ts';
import order from '../../netlify/functions/admin-product-order.ts';
import { db } from '../../src/server/db/client.ts';
import { listPublishedProducts } from '../../src/server/catalog/catalog.repo.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { call } from './admin-helpers.ts';
import { createProduct, fields, orderNaming, useCatalogAdmin } from './admin-catalog.fixtures.ts';
import { csvImportMessages } from '../../src/domain/admin-catalog/csv-messages.ts';
import { translator } from '../../src/i18n/messages.ts';

const sql = db();
const admin = useCatalogAdmin('test-csv-');

async function exported(): Promise<{ text: string; rows: Record<string, string>[] }> {
  const response = await csv(
    new Request('https://shop.example/api/admin/catalog/export', { headers: { 'x-auth-token': admin.token } }),
    {},
  );
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { text, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
}
const importing = (text: string, dryRun: boolean) =>
  call(csv, `/api/admin/catalog/import?dryRun=${dryRun}`, { token: admin.token, body: text, contentType: 'text/csv' });
const mine = (rows: Record<string, string>[]) => rows.filter((r) => r.id!.startsWith('test-csv-'));
const snapshot = async () =>
  JSON.stringify([
    await sql`select * from products where id like 'test-csv-%' order by id`,
    await sql`select product_id, size, color, stock from variants where product_id like 'test-csv-%' order by product_id, size, color`,
    await sql`select count(*) from admin_audit`,
  ]);
const getProduct = async (id: string) =>
  (await call(products, `/api/admin/products/${id}`, { token: admin.token })).body.product as AdminProduct;

describe('export and import', () => {
  it('exports one row per variant with its stock; archived products are left out', async () => {
    const tee = await createProduct(
      admin.token,
      fields('Test CSV Tee', { sizes: ['M', 'L'], colors: ['Black'], details: ['Cotton', 'Made in Algeria'], originalPrice: 4000 }),
    );
    await call(stock, '/api/admin/stock', { token: admin.token, body: { changes: [{ variantId: tee.variants[0].id, delta: 7 }] } });
    const gone = await createProduct(admin.token, fields('Test CSV Archived'));
    await orderNaming(gone.id);
    await call(products, `/api/admin/products/${gone.id}`, { method: 'DELETE', token: admin.token });
    const { text, rows } = await exported();
    expect(
      text.startsWith(
        '\ufeffid,name,price,original_price,category,badge,description,details,shipping_returns,' +
          'name_ar,description_ar,details_ar,shipping_returns_ar,category_ar,name_fr,description_fr,details_fr,shipping_returns_fr,category_fr,' +
          'images,published,size,color,stock',
      ),
    ).toBe(true);
    const withoutLanguages = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([k]) => !/_(ar|fr)$/.test(k)));
    expect(mine(rows).map((r, i) => (i === 0 ? withoutLanguages(r) : r))).toEqual([
      {
        id: 'test-csv-tee',
        name: 'Test CSV Tee',
        price: '3200',
        original_price: '4000',
        category: 'Test Catalog',
        badge: '',
        description: 'A heavy cotton tee.',
        details: 'Cotton\nMade in Algeria',
        shipping_returns: 'Returns within 7 days.',
        images: '',
        published: 'no',
        size: 'M',
        color: 'Black',
        stock: '7',
      },
      expect.objectContaining({ id: 'test-csv-tee', size: 'L', color: 'Black', stock: '0' }),
    ]);
  });

  it('the exported file imported back changes nothing', async () => {
    const { text, rows } = await exported();
    const row = rows.findIndex((r) => r.id === 'test-csv-tee') + 2; // the header is row 1
    const before = await snapshot();
    const answer = await importing(text, false);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([]);
    expect(answer.body.changes.filter((c: { productId: string }) => c.productId.startsWith('test-csv-'))).toEqual([
      { row, productId: 'test-csv-tee', action: 'unchanged', fields: [] },
    ]);
    expect(answer.body.changes.every((c: { action: string }) => c.action === 'unchanged')).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it('a dry run lists every change and writes nothing; the real import writes them all', async () => {
    const rows = mine((await exported()).rows);
    rows[0]!.price = '3500';
    rows[1]!.price = '3500'; // a later row repeats the product's columns (or leaves them empty)
    rows[1]!.stock = '12';
    rows.push({ ...rows[1]!, size: 'XL', stock: '2', price: '' });
    const newRows = [
      {
        id: '',
        name: 'Test CSV قفطان',
        price: '9 000',
        original_price: '',
        category: 'Test Kaftans',
        badge: 'limited',
        description: 'Hand made',
        details: 'Silk | Lined',
        shipping_returns: '',
        images: '/images/products/atlas-tee-1.webp',
        published: 'yes',
        size: 'S',
        color: 'Green',
        stock: '3',
      },
      {
        id: '',
        name: 'Test CSV قفطان',
        price: '',
        original_price: '',
        category: '',
        badge: '',
        description: '',
        details: '',
        shipping_returns: '',
        images: '',
        published: '',
        size: 'M',
        color: 'Green',
        stock: '4',
      },
    ];
    const text = stringify([...rows, ...newRows], { header: true, columns: Object.keys(rows[0]!) });
    const before = await snapshot();
    const dry = await importing(text, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      dryRun: true,
      applied: false,
      errors: [],
      warnings: [],
      imagesToCopy: 0,
      changes: [
        { row: 2, productId: 'test-csv-tee', action: 'update', fields: ['price', 'sizes', 'stock L/Black', 'stock XL/Black'] },
        { row: 5, productId: 'test-csv-qftan', action: 'create', fields: ['new'] },
      ],
    });
    expect(await snapshot()).toBe(before);

    const real = await importing(text, false);
    expect(real.body).toMatchObject({ dryRun: false, applied: true, errors: [] });
    const tee = await getProduct('test-csv-tee');
    expect(tee).toMatchObject({ price: 3500, sizes: ['M', 'L', 'XL'] });
    expect(tee.variants.map((v) => `${v.size}:${v.stock}`)).toEqual(['M:7', 'L:12', 'XL:2']);
    const kaftan = await getProduct('test-csv-qftan');
    expect(kaftan).toMatchObject({
      name: 'Test CSV قفطان',
      price: 9000,
      badge: 'limited',
      details: ['Silk', 'Lined'],
      published: true,
      idLocked: true,
      colors: ['Green'],
      sizes: ['S', 'M'],
    });
    expect(kaftan.images).toEqual([{ url: '/images/products/atlas-tee-1.webp', alt: '' }]);
    expect(kaftan.variants.map((v) => `${v.size}/${v.color}:${v.stock}`)).toEqual(['S/Green:3', 'M/Green:4']);
    const audit =
      await sql`select subject, email from admin_audit where action = 'catalog.import' and subject like 'test-csv-%' order by id`;
    expect(audit.map((a) => [a.subject, a.email])).toEqual([
      ['test-csv-tee', 'owner@test.dz'],
      ['test-csv-qftan', 'owner@test.dz'],
    ]);
  });

  it("a file with mistakes: every row's error listed, nothing written, the real import refused with 422", async () => {
    await sql`update variants set stock = 5 where product_id = 'test-csv-qftan' and size = 'M'`;
    const header = 'id,name,price,original_price,category,badge,description,details,shipping_returns,images,published,size,color,stock';
    const text = [
      header,
      'test-csv-tee,Test CSV Tee,abc,,Test Catalog,,,,,,no,M,Black,7', // 2: price
      'test-csv-tee,Test CSV Tee,,,,,,,,,,L,Black,-1', // 3: stock
      'test-csv-tee,Test CSV Tee,,,,,,,,,,L,Black,1', // 4: the same cell twice
      ',Test CSV Bad Badge,100,,Test,hot,,,,,,,,', // 5: badge
      ',Test CSV No Category,100,,,,,,,,,,,', // 6: category required
      ',Test CSV Bad Image,100,,Test,,,,,javascript:alert(1),,,,', // 7: image
      'test-csv-qftan,Test CSV قفطان,9000,,Test Kaftans,,,,,,yes,S,Green,3', // 8: M/Green has stock and is not in the file
      'Bad Id!,X,100,,Test,,,,,,,,,', // 9: id
      'test-csv-tee,Test CSV Tee,3300,,,,,,,,,XL,Black,1', // 10: differs from the first row
    ].join('\n');
    const before = await snapshot();
    const dry = await importing(text, true);
    expect(dry.status).toBe(200);
    const errors = (dry.body.errors as { row: number; column: string; message: string }[]).map((e) => [e.row, e.column]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [2, 'price'],
        [3, 'stock'],
        [4, 'size'],
        [5, 'badge'],
        [6, 'category'],
        [7, 'images'],
        [8, 'size'],
        [9, 'id'],
        [10, 'price'],
      ]),
    );
    for (const e of dry.body.errors) expect(e.message.length).toBeGreaterThan(10);
    const notInFile = dry.body.errors.find((e: { row: number }) => e.row === 8);
    expect(notInFile).toMatchObject({
      key: 'stockNotInFile',
      values: { cell: 'M / Green', stock: 5 },
      message: 'M / Green has 5 in stock and is not in the file: add its row (stock 0 to empty it).',
    });
    // The screen says each error in the owner's language from its key and values.
    expect(translator(csvImportMessages, 'fr')(notInFile.key, notInFile.values)).toBe(
      'M / Green a 5 en stock et n’est pas dans le fichier : ajoutez sa ligne (stock 0 pour la vider).',
    );
    expect(translator(csvImportMessages, 'ar')(notInFile.key, notInFile.values)).toBe(
      'لـ M / Green مخزون قدره 5 وهو غير موجود في الملف: أضف سطره (المخزون 0 لتفريغه).',
    );
    for (const e of dry.body.errors)
      for (const locale of ['en', 'fr', 'ar'] as const)
        expect(translator(csvImportMessages, locale)(e.key, e.values)).not.toMatch(/\{\w+\}/);
    const real = await importing(text, false);
    expect(real.status).toBe(422);
    expect(real.body.error).toMatchObject({ code: 'import_invalid', details: { applied: false, errors: dry.body.errors } });
    expect(await snapshot()).toBe(before);
  });

  it("reads Shopify's product CSV columns", async () => {
    // Its Image Src column is left empty here: copying another shop's images into this one's storage
    // is admin-catalog-import-images.test.ts's subject (a local server stands in for the CDN there).
    const text = [
      'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Compare At Price,Variant Inventory Qty,Image Src',
      'test-csv-shopify-hoodie,Test CSV Shopify Hoodie,Warm hoodie,DRP,Hoodies,TRUE,Size,M,Color,Grey,4500.00,5000.00,6,',
      'test-csv-shopify-hoodie,,,,,,,L,,Grey,4500.00,5000.00,2,',
    ].join('\r\n');
    const answer = await importing(text, false);
    expect(answer.body).toMatchObject({ applied: true, errors: [] });
    const hoodie = await getProduct('test-csv-shopify-hoodie');
    expect(hoodie).toMatchObject({
      name: 'Test CSV Shopify Hoodie',
      price: 4500,
      originalPrice: 5000,
      category: 'Hoodies',
      published: true,
      sizes: ['M', 'L'],
      colors: ['Grey'],
    });
    expect(hoodie.variants.map((v) => `${v.size}:${v.stock}`)).toEqual(['M:6', 'L:2']);
  });

  it("reads Excel's ';' files, and counts rows as the spreadsheet does (blank rows included)", async () => {
    const text = 'name;price;category\r\nTest CSV Semicolon;1200;Test\r\n;;\r\nTest CSV Bad Price;12,5;Test\r\n';
    const dry = await importing(text, true);
    expect(dry.body.changes).toEqual([{ row: 2, productId: 'test-csv-semicolon', action: 'create', fields: ['new'] }]);
    expect(dry.body.errors).toEqual([
      { row: 4, column: 'price', key: 'notAmount', values: { text: '12,5' }, message: '"12,5" is not a whole amount in DZD.' },
    ]);
  });

  it('refuses what is not a CSV import with a message', async () => {
    expect((await importing('name\n"unclosed', true)).body.errors[0].message).toMatch(/not a readable CSV/);
    expect((await importing('', true)).body.errors[0]).toMatchObject({ key: 'emptyFile', message: 'The file is empty.' });
    expect((await importing('foo,bar\n1,2', true)).body.errors[0].message).toMatch(/"name" or "id" is required/);
    expect(
      (await call(csv, '/api/admin/catalog/import?dryRun=maybe', { token: admin.token, body: 'name\nx', contentType: 'text/csv' })).status,
    ).toBe(422);
    const big = await call(csv, '/api/admin/catalog/import', {
      token: admin.token,
      body: 'x'.repeat(6 * 1024 * 1024),
      contentType: 'text/csv',
    });
    expect([big.status, big.body.error.code]).toEqual([413, 'body_too_large']);
  });
});

describe("an import's place in the shop's order", () => {
  it("puts its new products before every product, in the file's order; a changed product keeps its place; the owner moves them", async () => {
    const positionOf = async (id: string) =>
      (await sql<{ position: number }[]>`select position from products where id = ${id}`)[0]!.position;
    const teeBefore = await positionOf('test-csv-tee');
    const tee = mine((await exported()).rows).filter((r) => r.id === 'test-csv-tee');
    for (const r of tee) r.price = '3700';
    const added = (name: string) => ({ ...tee[0]!, id: '', name, category: 'Test CSV Order', published: 'yes', images: '', stock: '1' });
    // Zeta before Alpha in the file: the order is the file's, not the ids'.
    const text = stringify([...tee, added('Test CSV Order Zeta'), added('Test CSV Order Alpha')], {
      header: true,
      columns: Object.keys(tee[0]!),
    });
    expect((await importing(text, false)).body).toMatchObject({ applied: true, errors: [] });

    const adminList = async () =>
      ((await call(products, '/api/admin/products', { token: admin.token })).body.products as { id: string }[]).map((p) => p.id);
    const shop = async () => (await listPublishedProducts(sql)).map((p) => p.id);
    expect((await adminList()).slice(0, 2)).toEqual(['test-csv-order-zeta', 'test-csv-order-alpha']);
    expect((await shop()).slice(0, 2)).toEqual(['test-csv-order-zeta', 'test-csv-order-alpha']);
    expect(await positionOf('test-csv-tee')).toBe(teeBefore);
    expect((await getProduct('test-csv-tee')).price).toBe(3700);

    const moved = await call(order, '/api/admin/product-order', {
      token: admin.token,
      body: { id: 'test-csv-order-alpha', direction: 'up' },
    });
    expect(moved.status).toBe(200);
    expect((await shop()).slice(0, 2)).toEqual(['test-csv-order-alpha', 'test-csv-order-zeta']);
  });
});
