// The catalog as CSV: one row per variant, in the columns the import reads back.
import type { Sql } from '../db/client.ts';
import { CATALOG_CSV_COLUMNS, type CatalogCsvColumn } from '../../domain/admin-catalog/csv-columns.ts';
import { spreadsheetCsv } from '../csv/spreadsheet-csv.ts';
import { readCatalog } from './catalog-rows.repo.ts';

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
