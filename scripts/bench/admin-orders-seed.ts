// The orders of npm run bench:admin (scripts/bench-admin.ts).
import type { Sql } from '../../src/server/db/client.ts';

/**
 * A year of orders in one statement per table: phones drawn from a pool a third the size of the orders
 * (returning customers), communes uniformly (so wilayas weighted by their communes, Alger the largest),
 * statuses as an established shop has them (most delivered, about 8 % returned, 7 % cancelled, the
 * newest still pending or confirmed), one or two lines each, each order's history as it walked it, and
 * where 40 % of them came from (order_attribution).
 */
export async function seedOrders(db: Sql, count: number): Promise<void> {
  await db`insert into site_settings (id) values (1) on conflict do nothing`;
  await db`insert into products (id, name, price, category) values ('bench-tee', 'Bench Tee', 3200, 'Bench'), ('bench-cap', 'Bench Cap', 1500, 'Bench')`;
  await db`insert into variants (product_id, size, color, stock) values ('bench-tee', 'M', 'Black', 1000000), ('bench-cap', '', '', 1000000)`;
  await db.unsafe(`
    create temporary table bench_communes as select row_number() over () as n, wilaya_code, name_fr from communes;
    create temporary table bench_names (n int, first text, last text);
    insert into bench_names select row_number() over (), f, l from
      unnest(array['Amina','Karim','Yacine','Sara','Nadia','Mohamed','Fatima','Rachid','Meriem','Sofiane','Lina','Walid','Imene','Bilal','Khadidja','Samir','Ines','Hamza','Yasmine','Anis']) f,
      unnest(array['Benali','Bouzid','Haddad','Khelifi','Mansouri','Saidi','Belkacem','Djebbar','Rahmani','Ferhat','Boudiaf','Cherif','Hamidi','Larbi','Ouali','Zerrouki','Benamar','Slimani','Taleb','Aissaoui']) l;
  `);
  // The same orders at every run (random() below is seeded); `+ g * 0` makes each draw per row.
  await db.unsafe(`
    select setseed(0.42);
    insert into orders (idempotency_key, flow, status, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, created_at, updated_at)
    select 'bench-order-' || g, f.flow, s.status, nm.first || ' ' || nm.last, 'c' || g || '@example.dz', ph.phone,
           'Cite ' || (g % 500) || ' logements, bloc ' || (g % 20), '', c.wilaya_code, c.name_fr, case when g % 3 = 0 then 'office' else 'home' end,
           3200 * (1 + g % 2), 600, 3200 * (1 + g % 2) + 600, t.at, t.at
    from generate_series(1, ${count}) g
    cross join lateral (select now() - ((${count} - g)::float / ${count}) * interval '365 days' - (random() * interval '1 hour') as at) t
    cross join lateral (select (array['cart','cart','buy_now','checkout'])[1 + floor(random() * 4)::int + g * 0] as flow) f
    cross join lateral (select case
        when g > ${count} - ${Math.round(count * 0.02)} then (array['pending','pending','confirmed'])[1 + g % 3]
        when g > ${count} - ${Math.round(count * 0.04)} then (array['confirmed','shipped'])[1 + g % 2]
        else (array['delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','returned','cancelled'])[1 + floor(random() * 12)::int + g * 0]
      end as status) s
    -- a pool of count/3 customers, their numbers spread over the whole 8 digits (an odd multiplier, not of 5: one number each)
    cross join lateral (select '0' || (5 + (g * 31) % 3) || lpad((((g::bigint * 7919) % ${Math.round(count / 3)}) * 2654435761 % 100000000)::text, 8, '0') as phone) ph
    join bench_communes c on c.n = 1 + (g::bigint * 104729) % (select count(*) from bench_communes)
    join bench_names nm on nm.n = 1 + (g * 37) % 400;
  `);
  // A rare name: ten customers in the year.
  await db`update orders set customer_name = 'Ouarda Zitouni' where number in (select number from orders order by number offset 7 limit 10)`;
  await db.unsafe(`
    insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
    select o.id, 'bench-tee', (select id from variants where product_id = 'bench-tee'), 'Bench Tee', 'M', 'Black', 3200, (o.subtotal / 3200)::int, o.subtotal
    from orders o where o.idempotency_key like 'bench-order-%';
    insert into order_status_history (order_id, status, note, changed_at) select id, 'pending', 'order placed', created_at from orders where idempotency_key like 'bench-order-%';
    -- the steps before the last, as an order walks them: confirmed (an hour in), shipped (the next day),
    -- then its status; a cancelled order was confirmed first one time in three
    insert into order_status_history (order_id, status, note, changed_by, changed_at)
      select id, 'confirmed', '', 'owner@shop.dz', created_at + interval '1 hour' from orders
      where idempotency_key like 'bench-order-%' and (status in ('shipped', 'delivered', 'returned') or (status = 'cancelled' and number % 3 = 0));
    insert into order_status_history (order_id, status, note, changed_by, changed_at)
      select id, 'shipped', '', 'owner@shop.dz', created_at + interval '1 day' from orders
      where idempotency_key like 'bench-order-%' and status in ('shipped', 'delivered', 'returned');
    insert into order_status_history (order_id, status, note, changed_by, changed_at)
      select id, status, '', 'owner@shop.dz', created_at + case when status in ('delivered', 'returned') then interval '3 days' else interval '2 hours' end
      from orders where idempotency_key like 'bench-order-%' and status not in ('pending', 'shipped');
    -- where the orders came from (the dashboard's sources): 40 % accepted the ads choice, most of them
    -- from an ad tagged facebook, tiktok or instagram, some from a click id alone
    insert into order_attribution (order_id, consented_at, utm_source, fbc, ttclid)
      select id, created_at,
             (array['facebook','facebook','tiktok','instagram',null,null,'google','snapchat'])[1 + number % 8],
             case when number % 8 in (0, 1, 4) then 'fb.1.' || number || '.bench' end,
             case when number % 8 in (2, 5) then 'E.C.P.' || number end
      from orders where idempotency_key like 'bench-order-%' and number % 5 < 2;
  `);
  // As autovacuum leaves a table in steady use: statistics and the visibility map (index-only counts).
  await db.unsafe('vacuum analyze');
}
