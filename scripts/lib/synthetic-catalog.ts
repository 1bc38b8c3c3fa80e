// N synthetic products for benchmarks: realistic field sizes, 5 sizes × 3 colours each.
import type { Sql } from '../../src/server/db/client.ts';
import { spreadsheetCsv, type Cell } from '../../src/server/csv/spreadsheet-csv.ts';
import { CATALOG_CSV_COLUMNS } from '../../src/domain/admin-catalog/csv-columns.ts';

const CATEGORIES = ['T-Shirts', 'Hoodies', 'Jackets', 'Pants', 'Shoes', 'Accessories'];
const WORDS = ['Atlas', 'Casbah', 'Sahara', 'Tassili', 'Hoggar', 'Medina', 'Djurdjura', 'Oran', 'Kabylie', 'Zellige', 'Nomad', 'Dune'];
const KINDS = ['Oversized Tee', 'Heavy Hoodie', 'Cargo Pants', 'Bomber Jacket', 'Runner', 'Cap', 'Crewneck', 'Track Pants'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['Black', 'Off White', 'Olive'];

export async function insertSyntheticCatalog(sql: Sql, count: number): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const products = [];
    const variants = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const id = `bench-${i}`;
      const name = `${WORDS[i % WORDS.length]} ${KINDS[(i * 7) % KINDS.length]} ${i}`;
      products.push({
        id,
        name,
        price: 2000 + ((i * 137) % 120) * 100,
        category: CATEGORIES[i % CATEGORIES.length]!,
        position: i,
        description: `${name}: heavyweight fabric, relaxed fit and reinforced seams, made for everyday wear in every season.`,
        images: `{/images/products/bench-${i % 4}.webp}`,
        details: '{"100% cotton","Relaxed fit","Made in Algeria"}',
        shipping_returns: 'Delivered in 2-5 working days. Exchanges within 7 days.',
        colors: `{${COLORS.join(',')}}`.replace('Off White', '"Off White"'),
        sizes: `{${SIZES.join(',')}}`,
      });
      for (const size of SIZES)
        for (const color of COLORS) variants.push({ product_id: id, size, color, stock: (i + size.length + color.length) % 7 });
    }
    await sql`insert into products ${sql(products)}`;
    await sql`insert into variants ${sql(variants)}`;
  }
}

/** The same N products as the catalog CSV an owner would import (docs/admin.md, "Catalog CSV"): 15 rows each; from: the first product's number. */
export function syntheticCatalogCsv(count: number, from = 0): string {
  const header = [...CATALOG_CSV_COLUMNS];
  const rows: Cell[][] = [];
  for (let i = from; i < from + count; i++) {
    const name = `${WORDS[i % WORDS.length]} ${KINDS[(i * 7) % KINDS.length]} ${i}`;
    const product = [
      `bench-${i}`,
      name,
      String(2000 + ((i * 137) % 120) * 100),
      '',
      CATEGORIES[i % CATEGORIES.length]!,
      '',
      `${name}: heavyweight fabric, relaxed fit and reinforced seams, made for everyday wear in every season.`,
      '100% cotton\nRelaxed fit\nMade in Algeria',
      'Delivered in 2-5 working days. Exchanges within 7 days.',
      `/images/products/bench-${i % 4}.webp`,
      'yes',
    ];
    for (const size of SIZES) for (const color of COLORS) rows.push([...product, size, color, (i + size.length + color.length) % 7]);
  }
  return spreadsheetCsv(header, rows);
}

/**
 * Every product's texts and every category's label in the two languages besides the default (issue 26:
 * the catalog in three languages), as an owner who translated everything has them.
 */
export async function translateSyntheticCatalog(sql: Sql): Promise<void> {
  await sql`
    update products set translations = jsonb_build_object(
      'ar', jsonb_build_object('name', 'منتج أطلس ' || id, 'description', 'قماش ثقيل وقصة مريحة وخياطة متينة، للبس اليومي في كل الفصول ' || id,
                               'details', jsonb_build_array('قطن 100%', 'قصة مريحة', 'صنع في الجزائر'),
                               'shippingReturns', 'التوصيل خلال 2-5 أيام عمل. الاستبدال خلال 7 أيام.'),
      'fr', jsonb_build_object('name', 'Produit Atlas ' || id, 'description', 'Tissu épais, coupe ample et coutures renforcées, pour tous les jours ' || id,
                               'details', jsonb_build_array('100 % coton', 'Coupe ample', 'Fabriqué en Algérie'),
                               'shippingReturns', 'Livré en 2 à 5 jours ouvrés. Échange sous 7 jours.'))`;
  await sql`update categories set labels = jsonb_build_object('ar', 'فئة ' || name, 'fr', 'Catégorie ' || name)`;
}
