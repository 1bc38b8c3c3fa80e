// The catalog CSV's language columns (name_ar, description_fr, details_ar, shipping_returns_fr…):
// which product text each column holds, a file written in the default language's columns only, the
// texts read into the product's translations, and the report's names of what changed. Pure.
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { ProductTexts, ProductTranslations } from '../catalog/product-texts.ts';
import { languageColumn, type CatalogCsvColumn, type CsvRecord } from './csv-columns.ts';
import { splitList } from './csv-cells.ts';
import { compactTranslations } from './translations.ts';

// A product's texts in a language column: the field and its column stem.
export const TEXT_COLUMNS = [
  ['name', 'name'],
  ['description', 'description'],
  ['details', 'details'],
  ['shippingReturns', 'shipping_returns'],
] as const;

/**
 * A file without the plain text columns but with the default language's (name_en in a shop whose
 * default is English) reads those as the plain ones; where both are there, the plain column is read.
 */
export function withDefaultLanguageColumns(records: readonly CsvRecord[], defaultLocale: Locale): readonly CsvRecord[] {
  const header = new Set(Object.keys(records[0]?.cells ?? {}));
  const moved = TEXT_COLUMNS.map(([, c]) => c).filter((c) => !header.has(c) && header.has(languageColumn(c, defaultLocale)));
  if (!moved.length) return records;
  return records.map((r) => ({
    ...r,
    cells: { ...r.cells, ...Object.fromEntries(moved.map((c) => [c, r.cells[languageColumn(c, defaultLocale)] ?? ''])) },
  }));
}
/** A schema error's path in the translations as the file's column: 'translations.ar.details.2' → details_ar. */
export function translationColumnOfPath(path: string): CatalogCsvColumn | '' {
  const [, locale, text] = path.split('.');
  const column = TEXT_COLUMNS.find(([f]) => f === text)?.[1];
  return column && (LOCALES as readonly string[]).includes(locale ?? '') ? languageColumn(column, locale as Locale) : '';
}

/** The language columns whose text differs between the file's product and the one in the shop. */
export function changedTranslationColumns(next: ProductTranslations | undefined, now: ProductTranslations): CatalogCsvColumn[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return LOCALES.flatMap((l) =>
    TEXT_COLUMNS.filter(([field]) => !same(next?.[l]?.[field], now[l]?.[field])).map(([, column]) => languageColumn(column, l)),
  );
}

/**
 * The product's texts in the other languages: a language column the file has is taken as written
 * (empty: none, the shop then shows the default language's); one it lacks leaves that text as it is.
 */
export function translationsOf(
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
