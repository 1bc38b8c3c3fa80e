// Reading the catalog CSV into products, and what importing it would change. Pure: the caller
// parses the file (csv-parse) and gives the records (header → cell) with their line numbers and
// the products that exist now. A column absent from the file leaves that field as it is; a column
// present is taken as written (an empty original_price removes it). Stock is the file's number.
import { isCleanText, isImageUrl } from '../admin/text-rules.ts';
import { fieldErrorsOf } from '../admin/api-errors.ts';
import { productFieldsSchema, type BadgeChoice, type ProductFields } from './product-form.ts';
import { cellsOf, type Cell } from './grid.ts';
import type { ProductTranslations } from '../catalog/product-texts.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from './slug.ts';
import {
  CATALOG_CSV_COLUMNS,
  CSV_HEADER_ALIASES,
  LANGUAGE_CSV_COLUMNS,
  languageColumn,
  type CatalogCsvColumn,
  type ImportChange,
  type ImportError,
} from './csv-columns.ts';
import { LOCALES, SHIPPED_DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import type { CategoryLabels, ProductTexts } from '../catalog/product-texts.ts';
import { compactLabels, compactTranslations } from './translations.ts';
import { englishCsvMessage, type CsvImportMessageKey, type CsvMessageValues } from './csv-messages.ts';

export type CsvRecord = { line: number; cells: Partial<Record<CatalogCsvColumn, string>> };

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

// Images are not among them: Shopify writes one image per row (on the variant rows, then on rows of
// their own), so a product's images are every address its rows name, in order.
const PRODUCT_COLUMNS: CatalogCsvColumn[] = [
  'name',
  'price',
  'original_price',
  'category',
  'badge',
  'description',
  'details',
  'shipping_returns',
  'published',
];
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

/** '3200', '3 200', '3200.00' (Shopify writes decimals) → 3200; anything else → NaN. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/(DA|DZD)$/i, '');
  if (!/^-?\d+(\.0+)?$/.test(cleaned)) return Number.NaN;
  return Number.parseInt(cleaned, 10);
}

const YES = new Set(['yes', 'true', '1', 'oui', 'y', 'published', 'active']);
const NO = new Set(['no', 'false', '0', 'non', 'n', 'draft']);
const BADGES: Record<string, BadgeChoice> = { '': 'none', none: 'none', new: 'new', bestseller: 'bestseller', limited: 'limited' };

export const splitList = (text: string) =>
  text
    .split(/\r?\n|\s\|\s/)
    .map((s) => s.trim())
    .filter(Boolean);
export const splitImages = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

// A product's texts in a language column: the field and its column stem.
const TEXT_COLUMNS = [
  ['name', 'name'],
  ['description', 'description'],
  ['details', 'details'],
  ['shippingReturns', 'shipping_returns'],
] as const;

/**
 * A file without the plain text columns but with the default language's (name_en in a shop whose
 * default is English) reads those as the plain ones; where both are there, the plain column is read.
 */
function withDefaultLanguageColumns(records: readonly CsvRecord[], defaultLocale: Locale): readonly CsvRecord[] {
  const header = new Set(Object.keys(records[0]?.cells ?? {}));
  const moved = TEXT_COLUMNS.map(([, c]) => c).filter((c) => !header.has(c) && header.has(languageColumn(c, defaultLocale)));
  if (!moved.length) return records;
  return records.map((r) => ({
    ...r,
    cells: { ...r.cells, ...Object.fromEntries(moved.map((c) => [c, r.cells[languageColumn(c, defaultLocale)] ?? ''])) },
  }));
}

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
  // A category's labels from the file: the first row that gives one, per language (another value elsewhere is a mistake).
  const labelsFromFile = new Map<string, Map<Locale, { label: string; line: number }>>();
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

    // The grid: the rows' sizes and colours in the order they first appear.
    const sizes: string[] = [];
    const colors: string[] = [];
    const stocks = new Map<string, { line: number; stock: number | undefined }>();
    // A later row with nothing but its product's id and images (Shopify's extra image rows) is no grid cell.
    const imageRow = (r: CsvRecord) =>
      r !== first && [...PRODUCT_COLUMNS, 'size', 'color', 'stock'].every((c) => !r.cells[c as CatalogCsvColumn]?.trim());
    const cellRows = rows.filter((r) => !imageRow(r));
    for (const r of cellRows) {
      const size = r.cells.size?.trim() ?? '';
      const color = r.cells.color?.trim() ?? '';
      if (size && !sizes.includes(size)) sizes.push(size);
      if (color && !colors.includes(color)) colors.push(color);
      const key = `${size}\u0000${color}`;
      if (stocks.has(key)) {
        const twice = [size, color].filter(Boolean).join(' / ');
        if (twice) error(r.line, 'size', 'cellListedTwice', { cell: twice });
        else error(r.line, 'size', 'productListedTwice');
      }
      const stockText = r.cells.stock?.trim() ?? '';
      let stock: number | undefined;
      if (stockText) {
        stock = parseAmount(stockText);
        if (Number.isNaN(stock) || stock < 0 || stock > 1_000_000) {
          error(r.line, 'stock', 'notStock', { text: stockText });
          stock = undefined;
        }
      }
      stocks.set(key, { line: r.line, stock });
    }
    const gridFromFile = has('size') || has('color');
    const finalSizes = gridFromFile ? sizes : (existing?.sizes ?? []);
    const finalColors = gridFromFile ? colors : (existing?.colors ?? []);
    if (gridFromFile && (sizes.length || colors.length)) {
      // A row without a size in a product with sizes (or without a colour where there are colours) is a hole.
      for (const r of cellRows) {
        if (sizes.length && !r.cells.size?.trim()) error(r.line, 'size', 'needsSize');
        if (colors.length && !r.cells.color?.trim()) error(r.line, 'color', 'needsColor');
      }
    }

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
    for (const l of LOCALES) {
      const column = languageColumn('category', l);
      const label = has(column) ? cell(column) : '';
      if (!label || !fields.category) continue;
      if (label.length > 60 || !isCleanText(label)) {
        error(row, column, label.length > 60 ? 'fieldTooLong' : 'fieldPlainTextOnly', { column });
        continue;
      }
      const labels = labelsFromFile.get(fields.category) ?? new Map<Locale, { label: string; line: number }>();
      const given = labels.get(l);
      if (given && given.label !== label) error(row, column, 'categoryLabelDiffers', { line: given.line, column });
      else if (!given) labels.set(l, { label, line: row });
      labelsFromFile.set(fields.category, labels);
    }
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
      for (const l of LOCALES)
        for (const [field, column] of TEXT_COLUMNS)
          if (!same(fields.translations?.[l]?.[field], existing.translations[l]?.[field])) changed.push(languageColumn(column, l));
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
  // Labels the file gives are set; those it leaves empty stay as they are (the editor removes one).
  const categoryLabels = new Map<string, CategoryLabels>();
  for (const [name, given] of labelsFromFile) {
    const now = compactLabels(context.categoryLabels?.get(name));
    const next = compactLabels({ ...now, ...Object.fromEntries([...given].map(([l, g]) => [l, g.label])) });
    if (JSON.stringify(next) === JSON.stringify(now)) continue;
    categoryLabels.set(name, next);
    // The category's first product in the file says so in the report.
    const changedLabels = LOCALES.filter((l) => next[l] !== now[l]).map((l) => languageColumn('category', l));
    const first = products.find((p) => p.fields.category === name);
    if (first) first.changed.push(...changedLabels.filter((c) => !first.changed.includes(c)));
  }
  return { products, errors, categoryLabels };
}

/** A schema error's path as the file's column: 'translations.ar.details.2' → details_ar. */
function columnOfPath(path: string): CatalogCsvColumn | '' {
  const [field, locale, text] = path.split('.');
  if (field === 'translations') {
    const column = TEXT_COLUMNS.find(([f]) => f === text)?.[1];
    return column && (LOCALES as readonly string[]).includes(locale ?? '') ? languageColumn(column, locale as Locale) : '';
  }
  return FIELD_COLUMN[field!] ?? '';
}

/**
 * The product's texts in the other languages: a language column the file has is taken as written
 * (empty: none, the shop then shows the default language's); one it lacks leaves that text as it is.
 */
function translationsOf(
  first: CsvRecord,
  existing: ProductTranslations | undefined,
  locales: readonly Locale[],
  has: (column: CatalogCsvColumn) => boolean,
): ProductTranslations {
  const next: ProductTranslations = compactTranslations(existing);
  for (const l of locales) {
    const texts: ProductTexts = { ...next[l] };
    for (const [field, column] of TEXT_COLUMNS) {
      const c = languageColumn(column, l);
      if (!has(c)) continue;
      const value = first.cells[c]?.trim() ?? '';
      if (field === 'details') texts.details = splitList(value);
      else texts[field] = value;
    }
    next[l] = texts;
  }
  return compactTranslations(next);
}

/** The report's lines (ids of new products without one are filled in by the caller). */
export function changesOf(plan: ImportPlan, idOf: (p: PlannedProduct) => string): ImportChange[] {
  return plan.products.map((p) => ({
    row: p.row,
    productId: idOf(p),
    action: !p.existing ? 'create' : p.changed.length ? 'update' : 'unchanged',
    fields: p.existing ? p.changed : ['new'],
  }));
}
