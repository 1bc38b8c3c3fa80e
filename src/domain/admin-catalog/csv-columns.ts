// The catalog's CSV (export and import): one row per variant (size × colour). The product's own
// columns are read from its first row; later rows of the same product may leave them empty.
// docs/admin.md "Catalog CSV" documents the columns for owners moving from Shopify, YouCan or a spreadsheet.
import type { CsvImportMessageKey, CsvMessageValues } from './csv-messages.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';

export const CATALOG_CSV_COLUMNS = [
  'id',
  'name',
  'price',
  'original_price',
  'category',
  'badge',
  'description',
  'details',
  'shipping_returns',
  'images',
  'published',
  'size',
  'color',
  'stock',
] as const;

/**
 * The texts a language column carries: `name_ar`, `description_fr`, `details_en`, `shipping_returns_ar`,
 * and `category_ar` (the category's label in that language, not its name). The export writes those of
 * the languages other than the shop's default (the plain columns are the default language's, as in
 * Shopify's and YouCan's files, so a file never says the default text twice and never disagrees with
 * itself); the import reads any of them.
 */
export const TRANSLATED_CSV_COLUMNS = ['name', 'description', 'details', 'shipping_returns', 'category'] as const;
export type TranslatedCsvColumn = (typeof TRANSLATED_CSV_COLUMNS)[number];
export type LanguageCsvColumn = `${TranslatedCsvColumn}_${Locale}`;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number] | LanguageCsvColumn;
/** One line of the file, its cells by column (the reading of the file, src/server/admin-catalog/csv-file.ts). */
export type CsvRecord = { line: number; cells: Partial<Record<CatalogCsvColumn, string>> };

export const languageColumn = (column: TranslatedCsvColumn, locale: Locale): LanguageCsvColumn => `${column}_${locale}`;
export const LANGUAGE_CSV_COLUMNS: LanguageCsvColumn[] = LOCALES.flatMap((l) => TRANSLATED_CSV_COLUMNS.map((c) => languageColumn(c, l)));

/** The export's columns: the language columns of every language but the default, after the texts. */
export function exportColumns(defaultLocale: Locale): CatalogCsvColumn[] {
  const languages = LOCALES.filter((l) => l !== defaultLocale).flatMap((l) => TRANSLATED_CSV_COLUMNS.map((c) => languageColumn(c, l)));
  const at = CATALOG_CSV_COLUMNS.indexOf('shipping_returns') + 1;
  return [...CATALOG_CSV_COLUMNS.slice(0, at), ...languages, ...CATALOG_CSV_COLUMNS.slice(at)];
}

/** Headers other tools export, read as ours (Shopify's product CSV; YouCan's is close to it). */
export const CSV_HEADER_ALIASES: Record<string, CatalogCsvColumn> = {
  handle: 'id',
  title: 'name',
  'variant price': 'price',
  'variant compare at price': 'original_price',
  type: 'category',
  'product category': 'category',
  'body (html)': 'description',
  'image src': 'images',
  'option1 value': 'size',
  'option2 value': 'color',
  'variant inventory qty': 'stock',
  colour: 'color',
  quantity: 'stock',
};

/** Netlify refuses request bodies over 6 MB before a function runs; a bigger catalog is imported in parts. */
export const MAX_IMPORT_BYTES = 6 * 1024 * 1024 - 64 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/** What an import did or would do to one product. */
export type ImportChange = {
  /** the spreadsheet row of the product's first row (row 1 is the header) */
  row: number;
  productId: string;
  action: 'create' | 'update' | 'unchanged';
  /** the product fields and grid cells that change: 'price', 'stock M/Black', 'sizes'... */
  fields: string[];
};
/** One error of the file: its key and values (the screen says it in the owner's language, csv-messages.ts) and the English message. */
export type ImportError = {
  row: number;
  column: CatalogCsvColumn | '';
  key: CsvImportMessageKey;
  values: CsvMessageValues;
  message: string;
};
/**
 * POST /api/admin/catalog/import answer (and error.details of a refused real import). `warnings`: images
 * the real import could not copy into the shop's storage (left out, the rest imported); `imagesToCopy`:
 * addresses on other hosts the import copies (the dry run only counts them).
 */
export type ImportReport = {
  dryRun: boolean;
  applied: boolean;
  changes: ImportChange[];
  errors: ImportError[];
  warnings: ImportError[];
  imagesToCopy: number;
};
