// The catalog as CSV: one row per variant, in the columns the import reads back, with the texts of
// the languages other than the default one (name_ar, description_fr, category_ar...).
import type { Sql } from '../db/client.ts';
import { exportColumns, languageColumn, TRANSLATED_CSV_COLUMNS, type CatalogCsvColumn } from '../../domain/admin-catalog/csv-columns.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { spreadsheetCsv } from '../csv/spreadsheet-csv.ts';
import { readCatalog, readCategoryLabels } from './catalog-rows.repo.ts';
import { readDefaultLocale } from '../settings/default-locale.ts';

export async function exportCatalog(sql: Sql): Promise<string> {
  const columns = exportColumns(await readDefaultLocale(sql));
  const labels = await readCategoryLabels(sql);
  const rows = (await readCatalog(sql, { withArchived: false })).flatMap((p) =>
    (p.variants.length ? p.variants : [{ size: '', color: '', stock: 0 }]).map((v) => {
      const row: Partial<Record<CatalogCsvColumn, string | number>> = {
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
      for (const l of LOCALES) {
        const texts = p.translations?.[l];
        for (const column of TRANSLATED_CSV_COLUMNS) {
          row[languageColumn(column, l)] =
            column === 'category'
              ? (labels.get(p.category)?.[l] ?? '')
              : column === 'details'
                ? (texts?.details ?? []).join('\n')
                : (texts?.[column === 'shipping_returns' ? 'shippingReturns' : column] ?? '');
        }
      }
      return columns.map((column) => row[column] ?? '');
    }),
  );
  return spreadsheetCsv(columns, rows);
}
