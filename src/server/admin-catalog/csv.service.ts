// The catalog CSV import: a dry run that lists every change and every row's error; the real import
// copies the file's foreign images first, then writes everything in one transaction, or nothing.
// The file is read by csv-file.ts, written by csv-import-writes.repo.ts; the export is csv-export.ts.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { CsvRecord, ImportError, ImportReport } from '../../domain/admin-catalog/csv-columns.ts';
import { changesOf, importChangesTheSite, importError, planImport, type PlannedProduct } from '../../domain/admin-catalog/csv-import.ts';
import { splitImages } from '../../domain/admin-catalog/csv-cells.ts';
import type { CsvImportMessageKey } from '../../domain/admin-catalog/csv-messages.ts';
import { uniqueSlug } from '../../domain/catalog/slug.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import { lockProductIds } from './products.repo.ts';
import { forgetImages, productImageStorage } from './images.service.ts';
import { copyImages, isForeignImage, knownCopies, type ImageCopyFailure, type ImportImageOptions } from './import-images.ts';
import { configuredImageStorage, type ObjectStorage } from '../storage/storage.ts';
import { readCatalog, readCategoryLabels } from './catalog-rows.repo.ts';
import { productOf } from './products.repo.ts';
import { readDefaultLocale } from '../settings/default-locale.ts';
import { readCsv } from './csv-file.ts';
import { writeImport } from './csv-import-writes.repo.ts';

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
    const context = { defaultLocale: await readDefaultLocale(tx), categoryLabels: await readCategoryLabels(tx) };
    const planned = planImport(records, new Map(catalog.map((r) => [r.id, productOf(r)])), context);
    const ids = assignIds(planned.products, new Set(catalog.map((r) => r.id)));
    const report: ImportReport = {
      dryRun,
      applied: false,
      changes: changesOf(planned, (p) => ids.get(p)!),
      errors: planned.errors,
      warnings: [],
      imagesToCopy: toCopy.length,
    };
    return { planned, ids, report, context };
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
    const { planned, ids, report, context } = await plan(tx);
    if (report.errors.length) return { report, dropped: [] };
    await writeImport(tx, planned.products, ids, email, { categoryLabels: planned.categoryLabels, defaultLocale: context.defaultLocale });
    if (importChangesTheSite(planned)) await markChanged(tx);
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
