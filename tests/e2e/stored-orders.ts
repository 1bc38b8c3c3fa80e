// Reads an order the browser placed back from the database of the site under test: the embedded
// PGlite of Playwright's webServer, whose address scripts/lib/database.ts writes beside its folder
// (.data/e2e-<port>). One simple-protocol query per read: PGlite serves every connection from one
// session and runs a simple query as one message, so it never interleaves with the site's own
// statements (and the browser tests run one at a time, reading once the order has been answered).
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { embeddedUrlFile } from '../../scripts/lib/database.ts';

export type StoredOrderRow = {
  number: number;
  status: string;
  flow: string;
  subtotal: number;
  shipping_price: number;
  total: number;
  currency: string;
  wilaya_code: string;
  commune: string;
  commune_ar: string;
  delivery_type: string;
  phone: string;
  history: string[];
  lines: {
    product_id: string;
    product_name: string;
    size: string;
    color: string;
    unit_price: number;
    quantity: number;
    line_total: number;
  }[];
};

export async function readStoredOrder(baseURL: string, number: number): Promise<StoredOrderRow | undefined> {
  if (!Number.isInteger(number)) throw new Error(`not an order number: ${number}`);
  const url = readFileSync(embeddedUrlFile(`.data/e2e-${new URL(baseURL).port}`), 'utf8');
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const rows = await sql
      .unsafe<StoredOrderRow[]>(
        `
      select o.number, o.status, o.flow, o.subtotal, o.shipping_price, o.total, o.currency, o.wilaya_code, o.commune, o.commune_ar, o.delivery_type, o.phone,
             (select json_agg(h.status order by h.id) from order_status_history h where h.order_id = o.id) as history,
             (select json_agg(json_build_object('product_id', l.product_id, 'product_name', l.product_name, 'size', l.size, 'color', l.color,
                                                'unit_price', l.unit_price, 'quantity', l.quantity, 'line_total', l.line_total) order by l.id)
                from order_lines l where l.order_id = o.id) as lines
      from orders o where o.number = ${number}`,
      )
      .simple();
    return rows[0];
  } finally {
    await sql.end();
  }
}

/** The order's two wilaya codes: the carrier wilaya it is priced and shipped on, and its wilaya of 2026. */
export async function readStoredWilayas(
  baseURL: string,
  number: number,
): Promise<{ wilaya_code: string; wilaya_code_2026: string } | undefined> {
  if (!Number.isInteger(number)) throw new Error(`not an order number: ${number}`);
  const url = readFileSync(embeddedUrlFile(`.data/e2e-${new URL(baseURL).port}`), 'utf8');
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const rows = await sql
      .unsafe<{ wilaya_code: string; wilaya_code_2026: string }[]>(
        `select wilaya_code, wilaya_code_2026 from orders where number = ${number}`,
      )
      .simple();
    return rows[0];
  } finally {
    await sql.end();
  }
}
