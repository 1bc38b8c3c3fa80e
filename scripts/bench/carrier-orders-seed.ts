// Confirmed orders for the carriers' bench: home deliveries spread over the 58 wilayas (each commune
// under its official French name, as an order keeps it), each with one line and its history.
import type { Sql } from '../../src/server/db/client.ts';

export async function seedConfirmedOrders(db: Sql, count: number): Promise<number[]> {
  await db`insert into site_settings (id) values (1) on conflict do nothing`;
  await db`insert into products (id, name, price, category) values ('bench-hoodie', 'Bench Hoodie', 4200, 'Bench') on conflict do nothing`;
  await db`insert into variants (product_id, size, color, stock) values ('bench-hoodie', 'L', 'Noir', 1000000) on conflict do nothing`;
  await db.unsafe(`
    drop table if exists bench_communes;
    create temporary table bench_communes as select row_number() over (order by wilaya_code, name_fr) as n, wilaya_code, name_fr from communes where wilaya_code <= '58';
    insert into orders (idempotency_key, flow, status, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, confirmed_via)
    select 'bench-parcel-' || g, 'cart', 'confirmed', 'Amina Ben Salah', 'c' || g || '@example.dz', '0' || (5 + g % 3) || lpad((g * 7919 % 100000000)::text, 8, '0'),
           'Cité ' || (g % 500) || ' logements, bloc ' || (g % 20), '', c.wilaya_code, c.name_fr, 'home', 4200, 600, 4800, 'owner'
    from generate_series(1, ${count}) g
    join bench_communes c on c.n = 1 + (g::bigint * 104729) % (select count(*) from bench_communes);
    insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
    select o.id, 'bench-hoodie', (select id from variants where product_id = 'bench-hoodie'), 'Bench Hoodie', 'L', 'Noir', 4200, 1, 4200
    from orders o where o.idempotency_key like 'bench-parcel-%';
    insert into order_status_history (order_id, status, note) select id, 'confirmed', '' from orders where idempotency_key like 'bench-parcel-%';
  `);
  const rows = await db<{ number: number }[]>`select number from orders where idempotency_key like 'bench-parcel-%' order by number`;
  return rows.map((r) => r.number);
}
