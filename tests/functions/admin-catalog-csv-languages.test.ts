// The catalog CSV's language columns through the real handler (issue 26): the export writes each
// product's texts and its category's label in the languages other than the default (name_ar,
// description_fr, category_ar...); a round trip that edits one Arabic name changes exactly that name;
// a language column's empty cell removes that text, a missing column leaves it; a category given two
// labels is refused; Shopify's files still import into the default language.
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import csv from '../../netlify/functions/admin-catalog-csv.ts';
import products from '../../netlify/functions/admin-products.ts';
import { db } from '../../src/server/db/client.ts';
import type { AdminProduct } from '../../src/domain/admin-catalog/product-form.ts';
import { call } from './admin-helpers.ts';
import { createProduct, fields, useCatalogAdmin } from './admin-catalog.fixtures.ts';

const sql = db();
const admin = useCatalogAdmin('test-lcsv-');
afterAll(async () => {
  await sql`delete from categories c where c.name like 'Test Lcsv%' and not exists (select 1 from products p where p.category = c.name)`;
});

async function exported(): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const response = await csv(
    new Request('https://shop.example/api/admin/catalog/export', { headers: { 'x-auth-token': admin.token } }),
    {},
  );
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
  const header = (parse(text, { bom: true, to_line: 1 }) as string[][])[0]!;
  return { header, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
}
const importing = (text: string, dryRun: boolean) =>
  call(csv, `/api/admin/catalog/import?dryRun=${dryRun}`, { token: admin.token, body: text, contentType: 'text/csv' });
const toCsv = (header: string[], rows: Record<string, string>[]) => stringify(rows, { header: true, columns: header });
const getProduct = async (id: string) =>
  (await call(products, `/api/admin/products/${id}`, { token: admin.token })).body.product as AdminProduct;
const everything = async () => ({
  products:
    await sql`select id, name, description, details, shipping_returns, translations, category, price, published from products order by id`,
  categories: await sql`select name, slug, labels from categories order by name`,
});

describe('the language columns', () => {
  it('exports the other languages, and a round trip that edits one Arabic name changes exactly that name', async () => {
    const tee = await createProduct(
      admin.token,
      fields('Test Lcsv Tee', {
        category: 'Test Lcsv Tees',
        sizes: ['M', 'L'],
        translations: { ar: { name: 'تيشيرت', description: 'قطن', details: ['قطن', 'صنع في الجزائر'] }, fr: { name: 'T-shirt' } },
      }),
    );
    const cap = await createProduct(
      admin.token,
      fields('Test Lcsv Cap', { category: 'Test Lcsv Tees', translations: { ar: { name: 'قبعة' } } }),
    );
    await sql`update categories set labels = ${sql.json({ ar: 'قمصان' })} where name = 'Test Lcsv Tees'`;
    const { header, rows } = await exported();
    expect(header).toEqual(
      expect.arrayContaining(['name_ar', 'description_fr', 'details_ar', 'shipping_returns_fr', 'category_ar', 'category_fr']),
    );
    expect(header.some((h) => h.endsWith('_en'))).toBe(false); // English is the default: its texts are the plain columns
    const teeRows = rows.filter((r) => r.id === tee.id);
    expect(teeRows).toHaveLength(2);
    expect(teeRows[0]).toMatchObject({
      name_ar: 'تيشيرت',
      description_ar: 'قطن',
      details_ar: 'قطن\nصنع في الجزائر',
      name_fr: 'T-shirt',
      category_ar: 'قمصان',
      category_fr: '',
    });

    // The file imported back as it is changes nothing.
    const before = await everything();
    const same = await importing(toCsv(header, rows), false);
    expect(same.body.errors).toEqual([]);
    expect(same.body.changes.every((c: { action: string }) => c.action === 'unchanged')).toBe(true);
    expect(await everything()).toEqual(before);

    // One Arabic name edited (on the product's rows, as its name would be): the dry run says so, the import does exactly that.
    const edited = rows.map((r) => (r.id === tee.id ? { ...r, name_ar: 'تيشيرت أطلس' } : r));
    const dry = await importing(toCsv(header, edited), true);
    expect(dry.body.changes.filter((c: { action: string }) => c.action !== 'unchanged')).toEqual([
      expect.objectContaining({ productId: tee.id, action: 'update', fields: ['name_ar'] }),
    ]);
    expect(await everything()).toEqual(before);
    expect((await importing(toCsv(header, edited), false)).body).toMatchObject({ applied: true, errors: [] });
    const after = await everything();
    const changed = after.products.find((p) => p.id === tee.id)!;
    expect(changed.translations).toEqual({
      ar: { name: 'تيشيرت أطلس', description: 'قطن', details: ['قطن', 'صنع في الجزائر'] },
      fr: { name: 'T-shirt' },
    });
    expect({
      ...after,
      products: after.products.map((p) =>
        p.id === tee.id ? { ...p, translations: before.products.find((b) => b.id === tee.id)!.translations } : p,
      ),
    }).toEqual(before);
    expect((await getProduct(cap.id)).translations).toEqual({ ar: { name: 'قبعة' } });
  });

  it('an empty cell removes that text, an absent column leaves it; labels are set per category', async () => {
    const scarf = await createProduct(
      admin.token,
      fields('Test Lcsv Scarf', { category: 'Test Lcsv Winter', translations: { ar: { name: 'وشاح', description: 'صوف' } } }),
    );
    const text = ['id,name_ar,category_fr', `${scarf.id},,Hiver`].join('\n');
    const answer = await importing(text, false);
    expect(answer.body).toMatchObject({ applied: true, errors: [] });
    expect(answer.body.changes).toEqual([expect.objectContaining({ productId: scarf.id, fields: ['name_ar', 'category_fr'] })]);
    expect((await getProduct(scarf.id)).translations).toEqual({ ar: { description: 'صوف' } });
    const [category] = await sql`select labels from categories where name = 'Test Lcsv Winter'`;
    expect(category!.labels).toEqual({ fr: 'Hiver' });
    const [audit] =
      await sql`select old_value, new_value from admin_audit where action = 'category.labels' and subject = 'Test Lcsv Winter'`;
    expect(audit).toEqual({ old_value: {}, new_value: { fr: 'Hiver' } });
  });

  it('refuses two labels for one category and a translated name over its limit, naming their columns', async () => {
    const a = await createProduct(admin.token, fields('Test Lcsv Boot', { category: 'Test Lcsv Shoes' }));
    const b = await createProduct(admin.token, fields('Test Lcsv Sandal', { category: 'Test Lcsv Shoes' }));
    const text = stringify([
      ['id', 'name_fr', 'category_ar'],
      [a.id, 'Botte', 'أحذية'],
      [b.id, 'x'.repeat(201), 'نعال'],
    ]);
    const answer = await importing(text, true);
    expect(answer.body.errors.map((e: { row: number; column: string; key: string }) => [e.row, e.column, e.key])).toEqual([
      [3, 'name_fr', 'fieldTooLong'],
      [3, 'category_ar', 'categoryLabelDiffers'],
    ]);
  });

  it("Shopify's file still imports into the default language, leaving the translations as they are", async () => {
    const hoodie = await createProduct(
      admin.token,
      fields('Test Lcsv Hoodie', { category: 'Test Lcsv Hoodies', translations: { ar: { name: 'هودي' } } }),
    );
    const text = [
      'Handle,Title,Body (HTML),Type,Variant Price',
      `${hoodie.id},Test Lcsv Hoodie Warm,Warm hoodie,Test Lcsv Hoodies,4500.00`,
    ].join('\r\n');
    expect((await importing(text, false)).body).toMatchObject({ applied: true, errors: [] });
    expect(await getProduct(hoodie.id)).toMatchObject({
      name: 'Test Lcsv Hoodie Warm',
      description: 'Warm hoodie',
      translations: { ar: { name: 'هودي' } },
    });
  });
});
