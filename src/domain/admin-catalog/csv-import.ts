// Reading the catalog CSV into products, and what importing it would change. Pure: the caller
// parses the file (csv-parse) and gives the records (header → cell) with their line numbers and
// the products that exist now. A column absent from the file leaves that field as it is; a column
// present is taken as written (an empty original_price removes it). Stock is the file's number.
import { isImageUrl } from '../admin/text-rules.ts';
import { fieldErrorsOf } from '../admin/api-errors.ts';
import { productFieldsSchema, type BadgeChoice, type ProductFields } from './product-form.ts';
import { cellsOf, type Cell } from './grid.ts';
import type { ProductTranslations } from '../catalog/product-texts.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../catalog/slug.ts';
import {
  CATALOG_CSV_COLUMNS,
  CSV_HEADER_ALIASES,
  LANGUAGE_CSV_COLUMNS,
  languageColumn,
  type CatalogCsvColumn,
  type CsvRecord,
  type ImportChange,
  type ImportError,
} from './csv-columns.ts';
import { LOCALES, SHIPPED_DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import type { CategoryLabels } from '../catalog/product-texts.ts';
import { categoryLabelsOfFile } from './csv-category-labels.ts';
import { parseAmount, splitImages, splitList } from './csv-cells.ts';
import { readGridRows } from './csv-grid-rows.ts';
import {
  changedTranslationColumns,
  TEXT_COLUMNS,
  translationColumnOfPath,
  translationsOf,
  withDefaultLanguageColumns,
} from './csv-language-columns.ts';
import { englishCsvMessage, type CsvImportMessageKey, type CsvMessageValues } from './csv-messages.ts';

/** A product as it is now (what the import compares with). */
export type ExistingProduct = ProductFields & {
  translations: ProductTranslations;
  id: string;
  images: { url: string; alt: string }[];
  published: boolean;
  archived: boolean;
  variants: (Cell & { id: number; stock: number })[];
};

export type PlannedProduct = {
  row: number;
  /** undefined: a new product without an id in the file (one is made from its name) */
  id: string | undefined;
  existing: ExistingProduct | undefined;
  fields: ProductFields;
  images: { url: string; alt: string }[];
  published: boolean;
  /** every cell of the grid with its stock after the import */
  cells: (Cell & { stock: number })[];
  changed: string[];
};

/** categoryLabels: each category whose labels the file changes, with all its labels after the import. */
export type ImportPlan = { products: PlannedProduct[]; errors: ImportError[]; categoryLabels: Map<string, CategoryLabels> };

export type ImportContext = {
  /** the shop's default language: its texts are the plain columns (name, description...) */
  defaultLocale?: Locale;
  /** every category's labels now */
  categoryLabels?: ReadonlyMap<string, CategoryLabels>;
};

/** 'Handle' → 'id', 'Variant Price' → 'price', 'colour' → 'color'; unknown headers → undefined (ignored). */
export function columnOf(header: string): CatalogCsvColumn | undefined {
  const h = header.trim().toLowerCase();
  if ((CATALOG_CSV_COLUMNS as readonly string[]).includes(h)) return h as CatalogCsvColumn;
  if ((LANGUAGE_CSV_COLUMNS as readonly string[]).includes(h)) return h as CatalogCsvColumn;
  return CSV_HEADER_ALIASES[h];
}

// The product's own columns: the file's columns but its id (the key), the grid's and the images.
// Images are not among them: Shopify writes one image per row (on the variant rows, then on rows of
// their own), so a product's images are every address its rows name, in order.
const NOT_PRODUCT_COLUMNS: readonly string[] = ['id', 'images', 'size', 'color', 'stock'];
const PRODUCT_COLUMNS: CatalogCsvColumn[] = CATALOG_CSV_COLUMNS.filter((c) => !NOT_PRODUCT_COLUMNS.includes(c));
const FIELD_COLUMN: Record<string, CatalogCsvColumn> = {
  name: 'name',
  price: 'price',
  originalPrice: 'original_price',
  category: 'category',
  badge: 'badge',
  description: 'description',
  details: 'details',
  shippingReturns: 'shipping_returns',
  colors: 'color',
  sizes: 'size',
};
const FIELD_MESSAGES: Record<string, CsvImportMessageKey> = {
  required: 'fieldRequired',
  tooLong: 'fieldTooLong',
  wholeNumber: 'fieldWholeNumber',
  outOfRange: 'fieldOutOfRange',
  plainTextOnly: 'fieldPlainTextOnly',
  tooMany: 'fieldTooMany',
  duplicate: 'fieldDuplicate',
  invalid: 'fieldInvalid',
};

/** One error of the file, with its key and values and the English message. */
export const importError = (
  row: number,
  column: CatalogCsvColumn | '',
  key: CsvImportMessageKey,
  values: CsvMessageValues = {},
): ImportError => ({ row, column, key, values, message: englishCsvMessage(key, values) });

const YES = new Set(['yes', 'true', '1', 'oui', 'y', 'published', 'active']);
const NO = new Set(['no', 'false', '0', 'non', 'n', 'draft']);
const BADGES: Record<string, BadgeChoice> = { '': 'none', none: 'none', new: 'new', bestseller: 'bestseller', limited: 'limited' };

export function planImport(
  fileRecords: readonly CsvRecord[],
  existingById: ReadonlyMap<string, ExistingProduct>,
  context: ImportContext = {},
): ImportPlan {
  const defaultLocale = context.defaultLocale ?? SHIPPED_DEFAULT_LOCALE;
  const records = withDefaultLanguageColumns(fileRecords, defaultLocale);
  const otherLocales = LOCALES.filter((l) => l !== defaultLocale);
  const errors: ImportError[] = [];
  const error = (row: number, column: CatalogCsvColumn | '', key: CsvImportMessageKey, values: CsvMessageValues = {}) =>
    errors.push(importError(row, column, key, values));
  // Rows grouped by product: its id, or (a new product without one) its name.
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const id = record.cells.id?.trim() ?? '';
    const name = record.cells.name?.trim() ?? '';
    if (!id && !name) {
      if (Object.values(record.cells).some((v) => v?.trim())) error(record.line, 'name', 'needsIdOrName');
      continue;
    }
    const key = id ? `id:${id}` : `name:${name}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  // Every record carries the header's columns (absent ones: a column the file does not have).
  const columns = new Set(records.flatMap((r, i) => (i === 0 ? Object.keys(r.cells) : [])));
  const has = (column: CatalogCsvColumn) => columns.has(column);
  const products: PlannedProduct[] = [];
  const categoryLabels = categoryLabelsOfFile();
  const translatedColumns = otherLocales.flatMap((l) => TEXT_COLUMNS.map(([, c]) => languageColumn(c, l))).filter(has);

  for (const rows of groups.values()) {
    const first = rows[0]!;
    const row = first.line;
    const cell = (column: CatalogCsvColumn) => first.cells[column]?.trim() ?? '';
    const fileId = cell('id') || undefined;
    if (fileId && (!SLUG_PATTERN.test(fileId) || RESERVED_SLUGS.has(fileId))) {
      error(row, 'id', 'badId');
      continue;
    }
    const existing = fileId ? existingById.get(fileId) : undefined;
    const before = errors.length;
    // Later rows repeat the product's columns or leave them empty; a different value is a mistake.
    for (const other of rows.slice(1)) {
      for (const column of [...PRODUCT_COLUMNS, ...translatedColumns]) {
        const value = other.cells[column]?.trim() ?? '';
        if (value && value !== cell(column)) error(other.line, column, 'differsFromFirstRow', { line: row });
      }
    }
    const keep = <T>(column: CatalogCsvColumn, fromFile: () => T, current: T | undefined, fallback: T): T =>
      has(column) ? fromFile() : (current ?? fallback);

    const amount = (column: CatalogCsvColumn, text: string) => {
      const n = parseAmount(text);
      if (Number.isNaN(n)) error(row, column, 'notAmount', { text });
      return n;
    };
    const price = keep('price', () => (cell('price') ? amount('price', cell('price')) : Number.NaN), existing?.price, Number.NaN);
    if (Number.isNaN(price) && !errors.some((e) => e.row === row && e.column === 'price')) error(row, 'price', 'priceRequired');
    const originalPrice = keep(
      'original_price',
      () => (cell('original_price') ? amount('original_price', cell('original_price')) : null),
      existing?.originalPrice,
      null,
    );
    const badgeText = cell('badge').toLowerCase();
    const badge = keep('badge', () => BADGES[badgeText] ?? 'none', existing?.badge, 'none');
    if (has('badge') && !(badgeText in BADGES)) error(row, 'badge', 'badBadge');
    const publishedText = cell('published').toLowerCase();
    const published = !has('published') || publishedText === '' ? (existing?.published ?? false) : YES.has(publishedText);
    if (publishedText && !YES.has(publishedText) && !NO.has(publishedText)) error(row, 'published', 'badPublished');

    const { sizes, colors, stocks } = readGridRows(rows, PRODUCT_COLUMNS, error);
    const gridFromFile = has('size') || has('color');
    const finalSizes = gridFromFile ? sizes : (existing?.sizes ?? []);
    const finalColors = gridFromFile ? colors : (existing?.colors ?? []);

    const fields: ProductFields = {
      name: keep('name', () => cell('name'), existing?.name, ''),
      price,
      originalPrice,
      description: keep('description', () => first.cells.description?.trim() ?? '', existing?.description, ''),
      category: keep('category', () => cell('category'), existing?.category, ''),
      badge,
      details: keep('details', () => splitList(first.cells.details ?? ''), existing?.details, []),
      shippingReturns: keep('shipping_returns', () => first.cells.shipping_returns?.trim() ?? '', existing?.shippingReturns, ''),
      colors: finalColors,
      sizes: finalSizes,
      translations: translationsOf(first, existing?.translations, otherLocales, has),
    };
    if (errors.length === before) {
      const parsed = productFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        for (const [path, key] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
          const column = columnOfPath(path);
          error(row, column, FIELD_MESSAGES[key] ?? 'fieldInvalid', { column: column || path });
        }
      } else Object.assign(fields, parsed.data);
    }
    categoryLabels.read(row, fields.category, (column) => (has(column) ? cell(column) : ''), error);
    const imageUrls = keep(
      'images',
      () => [...new Set(rows.flatMap((r) => splitImages(r.cells.images ?? '')))],
      existing?.images.map((i) => i.url),
      [],
    );
    const badImage = imageUrls.find((u) => !isImageUrl(u) || u.length > 500);
    if (badImage) error(row, 'images', 'notImageUrl', { url: badImage.slice(0, 80) });
    if (imageUrls.length > 12) error(row, 'images', 'tooManyImages');
    const images = imageUrls.map((url) => ({ url, alt: existing?.images.find((i) => i.url === url)?.alt ?? '' }));

    const current = new Map((existing?.variants ?? []).map((v) => [`${v.size}\u0000${v.color}`, v]));
    const cells = cellsOf(fields.sizes, fields.colors).map((c) => {
      const key = `${c.size}\u0000${c.color}`;
      return { ...c, stock: stocks.get(key)?.stock ?? current.get(key)?.stock ?? 0 };
    });
    const kept = new Set(cells.map((c) => `${c.size}\u0000${c.color}`));
    for (const [key, v] of current) {
      if (!kept.has(key) && v.stock > 0) {
        error(row, 'size', 'stockNotInFile', { cell: [v.size, v.color].filter(Boolean).join(' / '), stock: v.stock });
      }
    }
    if (existing?.archived) error(row, 'id', 'archived');
    if (errors.length !== before) continue;

    const changed: string[] = [];
    if (existing) {
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      for (const key of Object.keys(fields) as (keyof ProductFields)[])
        if (key !== 'translations' && !same(fields[key], existing[key])) changed.push(key);
      changed.push(...changedTranslationColumns(fields.translations, existing.translations));
      if (
        !same(
          images.map((i) => i.url),
          existing.images.map((i) => i.url),
        )
      )
        changed.push('images');
      if (published !== existing.published) changed.push('published');
      for (const c of cells) {
        const was = current.get(`${c.size}\u0000${c.color}`);
        if (!was || was.stock !== c.stock) changed.push(`stock ${[c.size, c.color].filter(Boolean).join('/') || '(one size)'}`);
      }
    }
    products.push({ row, id: fileId, existing, fields, images, published, cells, changed });
  }
  return { products, errors, categoryLabels: categoryLabels.changes(context.categoryLabels, products) };
}

/** A schema error's path as the file's column: 'translations.ar.details.2' → details_ar. */
const columnOfPath = (path: string): CatalogCsvColumn | '' =>
  path.startsWith('translations.') ? translationColumnOfPath(path) : (FIELD_COLUMN[path.split('.')[0]!] ?? '');

/** The report's lines (ids of new products without one are filled in by the caller). */
export function changesOf(plan: ImportPlan, idOf: (p: PlannedProduct) => string): ImportChange[] {
  return plan.products.map((p) => ({
    row: p.row,
    productId: idOf(p),
    action: !p.existing ? 'create' : p.changed.length ? 'update' : 'unchanged',
    fields: p.existing ? p.changed : ['new'],
  }));
}

/**
 * Whether the import changes what shoppers see once built: a product new or changed that is published
 * before or after it, or a category's labels. A file that only touches drafts waits for their own
 * Publish and leaves the site's "changes waiting" alone.
 */
export function importChangesTheSite(plan: ImportPlan): boolean {
  const touched = (p: PlannedProduct) => !p.existing || p.changed.length > 0;
  return plan.categoryLabels.size > 0 || plan.products.some((p) => touched(p) && (p.published || p.existing?.published === true));
}
