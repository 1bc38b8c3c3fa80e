// The catalog CSV's grid rows: one row per size and colour of a product, with its stock. Reads the
// sizes and colours in the order they first appear and each cell's stock, and reports a cell listed
// twice, a stock that is no whole number, and a hole (a row without a size in a product with sizes).
// Pure.
import type { CatalogCsvColumn, CsvRecord } from './csv-columns.ts';
import type { CsvImportMessageKey, CsvMessageValues } from './csv-messages.ts';
import { parseAmount } from './csv-cells.ts';

type ReportError = (row: number, column: CatalogCsvColumn, key: CsvImportMessageKey, values?: CsvMessageValues) => void;

export type GridRows = { sizes: string[]; colors: string[]; stocks: Map<string, { line: number; stock: number | undefined }> };

/** `rows` are one product's rows, its first row first; `productColumns` are those a grid row leaves empty. */
export function readGridRows(rows: readonly CsvRecord[], productColumns: readonly CatalogCsvColumn[], error: ReportError): GridRows {
  const first = rows[0];
  // The grid: the rows' sizes and colours in the order they first appear.
  const sizes: string[] = [];
  const colors: string[] = [];
  const stocks = new Map<string, { line: number; stock: number | undefined }>();
  // A later row with nothing but its product's id and images (Shopify's extra image rows) is no grid cell.
  const imageRow = (r: CsvRecord) =>
    r !== first && [...productColumns, 'size', 'color', 'stock'].every((c) => !r.cells[c as CatalogCsvColumn]?.trim());
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
  if (sizes.length || colors.length) {
    // A row without a size in a product with sizes (or without a colour where there are colours) is a hole.
    for (const r of cellRows) {
      if (sizes.length && !r.cells.size?.trim()) error(r.line, 'size', 'needsSize');
      if (colors.length && !r.cells.color?.trim()) error(r.line, 'color', 'needsColor');
    }
  }

  return { sizes, colors, stocks };
}
