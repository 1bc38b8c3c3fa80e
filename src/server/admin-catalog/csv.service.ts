// The catalog as CSV: export (one row per variant) and import (a dry run that lists every change
// and every row's error; the real import writes everything in one transaction, or nothing).
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import {
  CATALOG_CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  type CatalogCsvColumn,
  type ImportError,
  type ImportReport,
} from '../../domain/admin-catalog/csv-columns.ts';
import {
  changesOf,
  columnOf,
  importError,
  planImport,
  splitImages,
  type CsvRecord,
  type ExistingProduct,
  type PlannedProduct,
} from '../../domain/admin-catalog/csv-import.ts';
import type { CsvImportMessageKey } from '../../domain/admin-catalog/csv-messages.ts';
import { uniqueSlug } from '../../domain/admin-catalog/slug.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import { BUMP, lockProductIds } from './products.repo.ts';
import { CatalogRefusal } from './refusal.ts';
import { forgetImages, productImageStorage } from './images.service.ts';
import { readCsvRows, spreadsheetCsv, unguardFormulas } from '../csv/spreadsheet-csv.ts';
import { copyImages, isForeignImage, knownCopies, type ImageCopyFailure, type ImportImageOptions } from './import-images.ts';
import { configuredImageStorage, type ObjectStorage } from '../storage/storage.ts';

type Row = {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
  category: string;
  badge: string | null;
  description: string;
  details: string[];
  shipping_returns: string;
  images: string[];
  image_alts: string[];
  published: boolean;
  archived: boolean;
  colors: string[];
  sizes: string[];
  variants: { id: number; size: string; color: string; stock: number }[];
};

async function readCatalog(sql: Queryable, options: { withArchived: boolean }): Promise<Row[]> {
  return sql<Row[]>`
    select p.id, p.name, p.price, p.original_price, p.category, p.badge, p.description, p.details, p.shipping_returns, p.images,
           p.image_alts, p.published, p.archived_at is not null as archived, p.colors, p.sizes,
           coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock)
                              order by array_position(p.sizes, v.size), array_position(p.colors, v.color), v.id)
                     from variants v where v.product_id = p.id), '[]'::json) as variants
    from products p ${options.withArchived ? sql`` : sql`where p.archived_at is null`}
    order by p.position, p.id`;
}

export async function exportCatalog(sql: Sql): Promise<string> {
  const rows = (await readCatalog(sql, { withArchived: false })).flatMap((p) =>
    (p.variants.length ? p.variants : [{ size: '', color: '', stock: 0 }]).map((v) => {
      const row: Record<CatalogCsvColumn, string | number> = {
        id: p.id,
        name: p.name,
        price: p.price,
        original_price: p.original_price ?? '',
        category: p.category,
        badge: p.badge ?? '',
        description: p.description,
        details: p.details.join('\n'),
        shipping_returns: p.shipping_returns,
        images: p.images.join(' '),
        published: p.published ? 'yes' : 'no',
        size: v.size,
        color: v.color,
        stock: v.stock,
      };
      return CATALOG_CSV_COLUMNS.map((column) => row[column]);
    }),
  );
  return spreadsheetCsv(CATALOG_CSV_COLUMNS, rows);
}

/** Excel in French or Arabic locales writes ';' between cells: the header line tells which. */
const delimiterOf = (text: string) => {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
};

/** The file's records, or the reason it cannot be read at all. */
export function readCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; error: ImportError } {
  let raw: string[][];
  try {
    // Empty lines are kept (and skipped below) so that a record's index is its spreadsheet row.
    raw = readCsvRows(text, { delimiter: delimiterOf(text.replace(/^\ufeff/, '')) });
  } catch (error) {
    return { ok: false, error: importError(1, '', 'notCsv', { reason: (error as Error).message.slice(0, 200) }) };
  }
  if (!raw.length || raw[0]!.every((cell) => !cell.trim())) return { ok: false, error: importError(1, '', 'emptyFile') };
  if (raw.length - 1 > MAX_IMPORT_ROWS) return { ok: false, error: importError(1, '', 'tooManyRows', { max: MAX_IMPORT_ROWS }) };
  const header = raw[0]!.map(columnOf);
  if (!header.includes('name') && !header.includes('id')) {
    return { ok: false, error: importError(1, '', 'noHeader', { columns: CATALOG_CSV_COLUMNS.join(', ') }) };
  }
  const records: CsvRecord[] = [];
  raw.forEach((record, index) => {
    if (index === 0 || record.every((cell) => !cell.trim())) return;
    const cells: CsvRecord['cells'] = {};
    header.forEach((column, i) => {
      // The export's formula guard comes off: a file exported and imported back changes nothing.
      if (column && cells[column] === undefined) cells[column] = unguardFormulas(record[i] ?? '');
    });
    records.push({ line: index + 1, cells }); // the spreadsheet's row number (the header is row 1)
  });
  return { ok: true, records };
}

const toExisting = (r: Row): ExistingProduct => ({
  id: r.id,
  name: r.name,
  price: r.price,
  originalPrice: r.original_price,
  category: r.category,
  badge: (r.badge ?? 'none') as ExistingProduct['badge'],
  description: r.description,
  details: r.details,
  shippingReturns: r.shipping_returns,
  colors: r.colors,
  sizes: r.sizes,
  images: r.images.map((url, i) => ({ url, alt: r.image_alts[i] ?? '' })),
  published: r.published,
  archived: r.archived,
  variants: r.variants.map((v) => ({ ...v, id: Number(v.id) })),
});

/** Ids for the new products without one: from their names, unique among the catalog and each other. */
function assignIds(products: PlannedProduct[], taken: Set<string>): Map<PlannedProduct, string> {
  const ids = new Map<PlannedProduct, string>();
  for (const p of products) if (p.id && !p.existing) taken.add(p.id);
  for (const p of products) {
    const id = p.id ?? uniqueSlug(p.fields.name, (candidate) => taken.has(candidate));
    taken.add(id);
    ids.set(p, id);
  }
  return ids;
}

export type ImportOptions = { images?: ImportImageOptions };

export async function importCatalog(
  sql: Sql,
  text: string,
  dryRun: boolean,
  email: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const csv = readCsv(text);
  if (!csv.ok) return { dryRun, applied: false, changes: [], errors: [csv.error], warnings: [], imagesToCopy: 0 };
  // Images another host serves: those an earlier import copied are read as their copies from the start,
  // so the same file imported twice changes nothing and fetches nothing.
  // None set up here: every absolute address counts as foreign (and a real import refuses below).
  let storage: ObjectStorage | undefined = configuredImageStorage();
  const foreign = [...new Set(csv.records.flatMap((r) => splitImages(r.cells.images ?? '')).filter((url) => isForeignImage(url, storage)))];
  let records = withImages(csv.records, await knownCopies(sql, foreign), new Set());
  const toCopy = foreign.filter((url) => records.some((r) => splitImages(r.cells.images ?? '').includes(url)));

  const plan = async (tx: Queryable) => {
    const catalog = await readCatalog(tx, { withArchived: true });
    const planned = planImport(records, new Map(catalog.map((r) => [r.id, toExisting(r)])));
    const ids = assignIds(planned.products, new Set(catalog.map((r) => r.id)));
    const report: ImportReport = {
      dryRun,
      applied: false,
      changes: changesOf(planned, (p) => ids.get(p)!),
      errors: planned.errors,
      warnings: [],
      imagesToCopy: toCopy.length,
    };
    return { planned, ids, report };
  };
  if (dryRun) return (await plan(sql)).report;

  // The copies are made before the transaction (network work holds no lock), for a file without
  // errors only; then the file is read with their addresses. An image that could not be copied is
  // left out of its product and reported on its row.
  const warnings: ImportError[] = [];
  if (toCopy.length) {
    const checked = await plan(sql);
    if (checked.report.errors.length) return checked.report;
    if (!storage) storage = productImageStorage(); // throws the 503 that names the variables
    const copies = await copyImages(sql, storage, toCopy, options.images);
    records = withImages(records, copies.copied, new Set(copies.failed.keys()));
    for (const [url, failure] of copies.failed) {
      const line = csv.records.find((r) => splitImages(r.cells.images ?? '').includes(url))?.line ?? 1;
      warnings.push(
        importError(line, 'images', IMAGE_FAILURE_KEY[failure.reason], {
          url: url.slice(0, 120),
          ...(failure.status ? { status: failure.status } : {}),
        }),
      );
    }
  }
  const { report, dropped } = await sql.begin(async (tx) => {
    await lockProductIds(tx);
    const { planned, ids, report } = await plan(tx);
    if (report.errors.length) return { report, dropped: [] };
    await apply(tx, planned.products, ids, email);
    if (report.changes.some((c) => c.action !== 'unchanged')) await markChanged(tx);
    // Images a file left out of a product: their uploads go once no product uses them.
    const dropped = planned.products.flatMap((p) =>
      (p.existing?.images ?? []).map((i) => i.url).filter((url) => !p.images.some((i) => i.url === url)),
    );
    return { report: { ...report, applied: true, warnings: warnings.sort((a, b) => a.row - b.row) }, dropped };
  });
  await forgetImages(sql, dropped);
  return report;
}

const IMAGE_FAILURE_KEY: Record<ImageCopyFailure, CsvImportMessageKey> = {
  badAddress: 'imageBadAddress',
  notPublic: 'imageNotPublic',
  unreachable: 'imageUnreachable',
  httpStatus: 'imageHttpStatus',
  tooManyRedirects: 'imageTooManyRedirects',
  notImage: 'imageNotImage',
  tooLarge: 'imageTooLarge',
  timeout: 'imageTimeout',
  notReached: 'imageNotReached',
  notStored: 'imageNotStored',
};

/** The records with each image address replaced by its copy, and the failed ones left out. */
function withImages(records: readonly CsvRecord[], copies: ReadonlyMap<string, string>, failed: ReadonlySet<string>): CsvRecord[] {
  if (!copies.size && !failed.size) return [...records];
  return records.map((r) => {
    if (r.cells.images === undefined) return r;
    const images = splitImages(r.cells.images)
      .filter((url) => !failed.has(url))
      .map((url) => copies.get(url) ?? url);
    return { ...r, cells: { ...r.cells, images: images.join(' ') } };
  });
}

async function apply(tx: Queryable, products: PlannedProduct[], ids: Map<PlannedProduct, string>, email: string): Promise<void> {
  const [{ next }] = (await tx<{ next: number }[]>`select coalesce(max(position), 0) + 1 as next from products`) as unknown as [
    { next: number },
  ];
  const changed = products.filter((p) => !p.existing || p.changed.length);
  const rows = changed.map((p, i) => ({
    id: ids.get(p)!,
    name: p.fields.name,
    price: p.fields.price,
    original_price: p.fields.originalPrice,
    category: p.fields.category,
    badge: p.fields.badge === 'none' ? null : p.fields.badge,
    description: p.fields.description,
    details: p.fields.details,
    shipping_returns: p.fields.shippingReturns,
    colors: p.fields.colors,
    sizes: p.fields.sizes,
    images: p.images.map((x) => x.url),
    image_alts: p.images.map((x) => x.alt),
    published: p.published,
    position: next + i,
    is_new: !p.existing,
  }));
  if (!rows.length) return;
  const json = tx.json(rows as unknown as Parameters<Queryable['json']>[0]);
  // One statement per kind of write, whatever the number of products (1,000 in under a second).
  await tx`
    insert into products (id, name, price, original_price, category, badge, description, details, shipping_returns, colors, sizes, images, image_alts, published, position, first_published_at)
    select x.id, x.name, x.price, x.original_price, x.category, x.badge, x.description, x.details, x.shipping_returns, x.colors, x.sizes,
           x.images, x.image_alts, x.published, x.position, case when x.published then now() end
    from jsonb_to_recordset(${json}) as x(id text, name text, price int, original_price int, category text, badge text, description text,
         details text[], shipping_returns text, colors text[], sizes text[], images text[], image_alts text[], published boolean, position int, is_new boolean)
    where x.is_new`;
  if (rows.some((r) => !r.is_new))
    await tx`
    update products p set name = x.name, price = x.price, original_price = x.original_price, category = x.category, badge = x.badge,
           description = x.description, details = x.details, shipping_returns = x.shipping_returns, colors = x.colors, sizes = x.sizes,
           images = x.images, image_alts = x.image_alts, published = x.published,
           first_published_at = case when x.published then coalesce(p.first_published_at, now()) else p.first_published_at end,
           updated_at = ${BUMP(tx)}
    from jsonb_to_recordset(${json}) as x(id text, name text, price int, original_price int, category text, badge text, description text,
         details text[], shipping_returns text, colors text[], sizes text[], images text[], image_alts text[], published boolean, is_new boolean)
    where p.id = x.id and not x.is_new`;

  // The grid: cells that go (only empty ones: the plan refused the others, and a unit sold since is
  // checked here again), cells that come, and the file's stock.
  const gone = changed.flatMap((p) => {
    const keep = new Set(p.cells.map((c) => `${c.size}\u0000${c.color}`));
    return (p.existing?.variants ?? []).filter((v) => !keep.has(`${v.size}\u0000${v.color}`)).map((v) => v.id);
  });
  if (gone.length) {
    const deleted = await tx`delete from variants where id = any(${gone}::bigint[]) and stock = 0 returning id`;
    if (deleted.length !== gone.length)
      throw new CatalogRefusal(409, 'stale', 'Stock changed while the file was imported (a sale?). Import it again.');
  }
  // New products' cells are plain inserts (arrays: the fastest path); existing products' cells
  // are inserted or have their stock set.
  const cellsOf = (list: PlannedProduct[]) =>
    list.flatMap((p) => p.cells.map((c) => ({ product_id: ids.get(p)!, size: c.size, color: c.color, stock: c.stock })));
  const fresh = cellsOf(changed.filter((p) => !p.existing));
  if (fresh.length) {
    await tx`
      insert into variants (product_id, size, color, stock)
      select * from unnest(${fresh.map((c) => c.product_id)}::text[], ${fresh.map((c) => c.size)}::text[], ${fresh.map((c) => c.color)}::text[], ${fresh.map((c) => c.stock)}::int[])`;
  }
  const kept = cellsOf(changed.filter((p) => p.existing));
  if (kept.length) {
    await tx`
      insert into variants (product_id, size, color, stock)
      select * from unnest(${kept.map((c) => c.product_id)}::text[], ${kept.map((c) => c.size)}::text[], ${kept.map((c) => c.color)}::text[], ${kept.map((c) => c.stock)}::int[])
      on conflict (product_id, size, color) do update set stock = excluded.stock where variants.stock <> excluded.stock`;
  }

  const audit = changed.map((p) => ({
    subject: ids.get(p)!,
    old_value: p.existing
      ? { ...p.existing, variants: p.existing.variants.map(({ size, color, stock }) => ({ size, color, stock })) }
      : null,
    new_value: { ...p.fields, images: p.images, published: p.published, variants: p.cells },
  }));
  await tx`
    insert into admin_audit (email, action, subject, old_value, new_value)
    select ${email}, 'catalog.import', x.subject, x.old_value, x.new_value
    from jsonb_to_recordset(${tx.json(audit as unknown as Parameters<Queryable['json']>[0])}) as x(subject text, old_value jsonb, new_value jsonb)`;
}
