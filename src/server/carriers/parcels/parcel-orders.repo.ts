// The orders a carrier file is made of, read with what a parcel needs (official French wilaya and
// commune names, the lines) and locked for the export's transaction.
import type { Queryable } from '../../db/queryable.ts';
import type { ParcelOrder } from '../../../domain/carriers/carrier-layouts.ts';

export type ExportableOrder = ParcelOrder & { id: string; status: string; isTest: boolean };

type Row = {
  id: string;
  number: number;
  status: string;
  is_test: boolean;
  customer_name: string;
  phone: string;
  address: string;
  notes: string;
  wilaya_code: string;
  wilaya_name: string;
  commune: string;
  delivery_type: 'home' | 'office';
  subtotal: number;
  shipping_price: number;
  total: number;
  lines: ParcelOrder['lines'];
};

/** The orders with these numbers, in the order given; `for update` so a concurrent move waits for the export. */
export async function readParcelOrders(sql: Queryable, numbers: readonly number[]): Promise<ExportableOrder[]> {
  const rows = await sql<Row[]>`
    select o.id, o.number, o.status, o.is_test, o.customer_name, o.phone, o.address, o.notes, o.wilaya_code, w.name_fr as wilaya_name,
           o.commune, o.delivery_type, o.subtotal, o.shipping_price, o.total,
           coalesce((select json_agg(json_build_object('name', l.product_name, 'size', l.size, 'color', l.color, 'quantity', l.quantity) order by l.id)
                     from order_lines l where l.order_id = o.id), '[]'::json) as lines
    from orders o join wilayas w on w.code = o.wilaya_code
    where o.number = any(${numbers as number[]}::int[])
    for update of o`;
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  return numbers.flatMap((n) => {
    const r = byNumber.get(n);
    return r
      ? [
          {
            id: r.id,
            number: r.number,
            status: r.status,
            isTest: r.is_test,
            customerName: r.customer_name,
            phone: r.phone,
            address: r.address,
            notes: r.notes,
            wilayaCode: r.wilaya_code,
            wilayaName: r.wilaya_name,
            commune: r.commune,
            deliveryType: r.delivery_type,
            subtotal: r.subtotal,
            shippingPrice: r.shipping_price,
            total: r.total,
            lines: r.lines,
          },
        ]
      : [];
  });
}
