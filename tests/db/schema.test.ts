import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { migrate, migrationFiles } from '../../src/server/db/migrate.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
afterAll(() => sql.end());

/** Runs fn in a transaction that is always rolled back, so the test leaves nothing behind. */
async function rolledBack(fn: (tx: typeof sql) => Promise<unknown>): Promise<unknown> {
  const rollback = new Error('rollback');
  try {
    await sql.begin(async (tx) => {
      await fn(tx as unknown as typeof sql);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) return error;
  }
  return undefined;
}

describe(`migrations on ${inject('databaseKind')}`, () => {
  it('recorded every migration file and applies nothing on a second run', async () => {
    // The Supabase CLI's history: version = the file's timestamp, name = the rest, the SQL that ran.
    const rows = await sql<{ version: string; name: string; statements: string[] }[]>`
      select version, name, statements from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(migrationFiles());
    for (const row of rows) expect(row.statements.join('')).toContain(';');
    const seeds = await sql`select path from supabase_migrations.seed_files`;
    expect(seeds).toEqual([{ path: 'supabase/seed.sql' }]);
    expect(await migrate(sql, { seed: true })).toEqual({ applied: [], seeded: false });
  });

  it('loaded the 58 wilayas with their communes and default delivery prices', async () => {
    const [counts] = await sql`select (select count(*)::int from wilayas) as wilayas, (select count(*)::int from communes) as communes`;
    expect(counts).toEqual({ wilayas: 58, communes: 1541 });
    const prices =
      await sql`select code, name_fr, home_price, office_price from wilayas where code in ('16', '05', '33', '11') order by code`;
    expect(prices).toEqual([
      { code: '05', name_fr: 'Batna', home_price: 500, office_price: 300 },
      { code: '11', name_fr: 'Tamanrasset', home_price: 1600, office_price: 1050 },
      { code: '16', name_fr: 'Alger', home_price: 600, office_price: 450 },
      { code: '33', name_fr: 'Illizi', home_price: 0, office_price: 0 },
    ]);
    const [adrar] = await sql`select count(*)::int as n from communes where wilaya_code = '01'`;
    expect(adrar!.n).toBe(16);
  });
});

describe('default privileges', () => {
  it('a function created later is executable by neither anon, authenticated nor PUBLIC until granted by name', async () => {
    let privileges: Record<string, boolean> = {};
    const error = await rolledBack(async (tx) => {
      // A role that is only a member of PUBLIC: what it may do, PUBLIC may do.
      await tx.unsafe('create role default_privileges_probe nologin');
      await tx.unsafe('create function public.default_privileges_probe() returns int language sql as $$ select 1 $$');
      const [row] = await tx<{ anon: boolean; authenticated: boolean; nobody: boolean }[]>`
        select has_function_privilege('anon', 'public.default_privileges_probe()', 'execute') as anon,
               has_function_privilege('authenticated', 'public.default_privileges_probe()', 'execute') as authenticated,
               has_function_privilege('default_privileges_probe', 'public.default_privileges_probe()', 'execute') as nobody`;
      privileges = row!;
    });
    expect(error).toBeUndefined();
    expect(privileges).toEqual({ anon: false, authenticated: false, nobody: false });
  });
});

describe('row level security', () => {
  it('every public table has row level security enabled', async () => {
    const tables = await sql`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
                             where n.nspname = 'public' and c.relkind = 'r' order by 1`;
    expect(tables.length).toBeGreaterThanOrEqual(13);
    expect(tables.filter((t) => !t.relrowsecurity)).toEqual([]);
  });

  for (const role of ['anon', 'authenticated']) {
    it(`the ${role} role can read no table`, async () => {
      const tables = await sql<{ tablename: string }[]>`select tablename from pg_tables where schemaname = 'public' order by 1`;
      for (const { tablename } of tables) {
        const error = await rolledBack(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx.unsafe(`select * from public.${tablename} limit 1`);
        });
        expect(error, `${role} reading ${tablename}`).toBeInstanceOf(Error);
        expect((error as Error).message).toMatch(/permission denied/);
      }
    });

    it(`the ${role} role can call no function of the shop (Supabase would offer them over its API)`, async () => {
      const functions = await sql<{ name: string }[]>`
        select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`;
      expect(functions.map((f) => f.name)).toContain('take_order_stock(bigint[],integer[])');
      for (const { name } of functions) {
        const [grant] = await sql<{ allowed: boolean }[]>`select has_function_privilege(${role}, ${name}, 'execute') as allowed`;
        expect(grant!.allowed, `${role} executing ${name}`).toBe(false);
      }
      const error = await rolledBack(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx.unsafe(`select public.take_order_stock('{1}', '{1}')`);
      });
      expect((error as Error | undefined)?.message).toMatch(/permission denied/);
    });
  }
});

describe('constraints say what may never be true', () => {
  const expectRejected = async (statement: string, pattern: RegExp) => {
    const error = await rolledBack((tx) => tx.unsafe(statement).simple());
    expect(error, statement).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(pattern);
  };

  it('refuses negative stock', () =>
    expectRejected(
      `insert into products (id, name, price, category) values ('neg-stock', 'X', 100, 'Tees');
       insert into variants (product_id, size, color, stock) values ('neg-stock', 'M', 'Black', -1)`,
      /variants_stock_check/,
    ));

  it('refuses a negative price and an unknown badge', async () => {
    await expectRejected(`insert into products (id, name, price, category) values ('bad-price', 'X', -5, 'Tees')`, /products_price_check/);
    await expectRejected(
      `insert into products (id, name, price, category, badge) values ('bad-badge', 'X', 5, 'Tees', 'hot')`,
      /products_badge_check/,
    );
  });

  const order = (overrides: Record<string, string> = {}) => {
    const v = {
      key: `'key-${Math.random().toString(36).slice(2)}'`,
      delivery: `'home'`,
      phone: `'0550123456'`,
      subtotal: '1000',
      shipping: '600',
      total: '1600',
      ...overrides,
    };
    return `insert into orders (idempotency_key, flow, customer_name, email, phone, address, wilaya_code, commune, delivery_type, subtotal, shipping_price, total)
            values (${v.key}, 'cart', 'Amine', 'a@b.dz', ${v.phone}, '12 rue Didouche Mourad', '16', 'Alger Centre', ${v.delivery}, ${v.subtotal}, ${v.shipping}, ${v.total})`;
  };

  it('refuses an unknown delivery type, a malformed phone and a total that does not add up', async () => {
    await expectRejected(order({ delivery: `'drone'` }), /orders_delivery_type_check/);
    await expectRejected(order({ phone: `'12345'` }), /orders_phone_check/);
    await expectRejected(order({ total: '1' }), /orders_check/);
  });

  it('refuses an order line with a quantity below 1', async () => {
    const error = await rolledBack(async (tx) => {
      const [o] = await tx.unsafe(`${order()} returning id`);
      await tx.unsafe(`insert into order_lines (order_id, product_id, product_name, unit_price, quantity, line_total)
                       values ('${o!.id}', 'x', 'X', 100, 0, 0)`);
    });
    expect((error as Error).message).toMatch(/order_lines_quantity_check/);
  });

  it('gives each order a short increasing number and refuses a reused idempotency key', async () => {
    const error = await rolledBack(async (tx) => {
      const [a] = await tx.unsafe(`${order({ key: `'same-key-123'` })} returning number`);
      expect(a!.number).toBeGreaterThanOrEqual(10001);
      await tx.unsafe(order({ key: `'same-key-123'` }));
    });
    expect((error as Error).message).toMatch(/orders_idempotency_key_key/);
  });
});
