// The catalog CSV's category label columns (category_ar, category_fr…): a category's label per
// language, read from its products' rows. The first row that gives one wins; another value on a later
// row is a mistake the report names. A label the file leaves empty stays as it is (the editor removes
// one). Pure.
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { CategoryLabels } from '../catalog/product-texts.ts';
import { isCleanText } from '../admin/text-rules.ts';
import { languageColumn, type CatalogCsvColumn } from './csv-columns.ts';
import type { CsvImportMessageKey, CsvMessageValues } from './csv-messages.ts';
import { compactLabels } from './translations.ts';

const MAX_LABEL = 60;

type ReportError = (row: number, column: CatalogCsvColumn, key: CsvImportMessageKey, values: CsvMessageValues) => void;

export function categoryLabelsOfFile() {
  const given = new Map<string, Map<Locale, { label: string; line: number }>>();
  return {
    /** One product's row: `cell` gives a column's text ('' when the file has no such column). */
    read(row: number, category: string, cell: (column: CatalogCsvColumn) => string, error: ReportError) {
      for (const l of LOCALES) {
        const column = languageColumn('category', l);
        const label = cell(column);
        if (!label || !category) continue;
        if (label.length > MAX_LABEL || !isCleanText(label)) {
          error(row, column, label.length > MAX_LABEL ? 'fieldTooLong' : 'fieldPlainTextOnly', { column });
          continue;
        }
        const labels = given.get(category) ?? new Map<Locale, { label: string; line: number }>();
        const first = labels.get(l);
        if (first && first.label !== label) error(row, column, 'categoryLabelDiffers', { line: first.line, column });
        else if (!first) labels.set(l, { label, line: row });
        given.set(category, labels);
      }
    },
    /**
     * The categories whose labels the file changes, with their labels after the import; the category's
     * first product in the file names the changed columns in the report.
     */
    changes(
      now: ReadonlyMap<string, CategoryLabels> | undefined,
      products: readonly { fields: { category: string }; changed: string[] }[],
    ): Map<string, CategoryLabels> {
      const changed = new Map<string, CategoryLabels>();
      for (const [name, labels] of given) {
        const before = compactLabels(now?.get(name));
        const after = compactLabels({ ...before, ...Object.fromEntries([...labels].map(([l, g]) => [l, g.label])) });
        if (JSON.stringify(after) === JSON.stringify(before)) continue;
        changed.set(name, after);
        const columns = LOCALES.filter((l) => after[l] !== before[l]).map((l) => languageColumn('category', l));
        const first = products.find((p) => p.fields.category === name);
        if (first) first.changed.push(...columns.filter((c) => !first.changed.includes(c)));
      }
      return changed;
    },
  };
}
