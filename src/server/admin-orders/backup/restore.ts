// Puts a backup back into an EMPTY database (migrated, with no product, order or admin yet), in one
// transaction: every table of the backup is emptied of what the migrations put there (the wilayas,
// the default settings) and filled with the backup's rows, parents first, exactly as they were
// (identity values kept, triggers held off so nothing recomputes a stored value), then the sequences
// are set where the backup left them. Any refusal or error leaves the database as it was. A column the
// backup leaves out (a secret, see backedUpColumns) keeps what the empty database had in the same row
// (the site settings' placeholder password, so a locked shop stays locked), or gets its default (an
// admin's password: none, the owner sets one with `npm run admin -- create`).
import type { Sql } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { BackupFile } from '../../../domain/admin-orders/backup.ts';
import { ident, insertOrder, readLooseReferences, readSequences, readTables, type LooseReference, type TableInfo } from './catalog.ts';
import { deriveOrderLinks, lacksOrderLinks } from './order-links.ts';

export class RestoreRefused extends Error {}

const ROWS_PER_INSERT = 2000;

// A column added after a backup may have been made, and that no default fills: computed from the row
// as its migration computed it, so a backup from before it still restores (triggers are held off).
const ADDED_COLUMNS: Record<string, Record<string, string>> = {
  // supabase/migrations/20261126010300_orders_wilaya_2026.sql
  orders: {
    wilaya_code_2026: `coalesce((select c.wilaya_code_2026 from public.communes c where c.wilaya_code = x.wilaya_code and c.name_fr = x.commune), x.wilaya_code)`,
  },
};

/** What makes a database not empty: the shop's own data. Reference data from the migrations does not count. */
export async function shopDataCounts(sql: Queryable): Promise<{ products: number; orders: number; admins: number }> {
  const [row] = await sql<{ products: number; orders: number; admins: number }[]>`
    select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders,
           (select count(*)::int from admin_emails) as admins`;
  return row!;
}

/**
 * orderLinks: 'kept' when the backup holds the orders' link hashes; for an older backup without them,
 * 'derived' (with `linkSecret`, the original shop's GATE_COOKIE_SECRET) or 'missing' (the links of
 * the restored orders answer 404 until it is restored again with the secret).
 */
export type RestoreReport = { tables: Record<string, number>; orderLinks?: 'kept' | 'derived' | 'missing' };

export async function restoreBackup(sql: Sql, file: BackupFile, options: { linkSecret?: string | undefined } = {}): Promise<RestoreReport> {
  return sql.begin(async (tx) => {
    // Nothing else may write while the restore runs (it would be replaced or break the keys).
    const counts = await shopDataCounts(tx);
    if (counts.products || counts.orders || counts.admins) {
      throw new RestoreRefused(
        `This database is not empty (${counts.products} products, ${counts.orders} orders, ${counts.admins} admins): ` +
          'a backup is only restored into an empty database, so that nothing in it is lost. ' +
          'Restore into a new one: a new Supabase project after `supabase db push`, or an empty embedded one (DATA_DIR=.data/restored npm run restore -- FILE).',
      );
    }
    const info = await readTables(tx);
    const problems: string[] = [];
    for (const [name, table] of Object.entries(file.tables)) {
      const here = info.get(name);
      if (!here) problems.push(`table ${name}`);
      else for (const column of table.columns) if (!here.columns.includes(column)) problems.push(`column ${name}.${column}`);
    }
    if (problems.length) {
      throw new RestoreRefused(
        `This database's schema is older than the backup's (it lacks ${problems.slice(0, 5).join(', ')}${problems.length > 5 ? ', …' : ''}): run \`npm run db:migrate\` first.`,
      );
    }

    const order = insertOrder(Object.keys(file.tables), info);
    const loose = await readLooseReferences(tx);
    const kept = new Map<string, Map<string, Row>>();
    for (const name of order) kept.set(name, await keptValues(tx, info.get(name)!, file.tables[name]!.columns));
    for (const name of order) await tx.unsafe(`alter table public.${ident(name)} disable trigger user`);
    for (const name of [...order].reverse()) await tx.unsafe(`delete from public.${ident(name)}`);
    const report: RestoreReport = { tables: {} };
    for (const name of order) {
      const { columns, rows } = file.tables[name]!;
      const table = info.get(name)!;
      const missing = table.columns.filter((c) => !columns.includes(c));
      const added = Object.entries(ADDED_COLUMNS[name] ?? {}).filter(([c]) => missing.includes(c));
      const insert = async (backedUp: string[], chunk: Row[]) => {
        if (!chunk.length) return;
        const computed = added.filter(([c]) => !backedUp.includes(c));
        const list = [...backedUp, ...computed.map(([c]) => c)];
        const values = [...backedUp.map((c) => valueOf(name, c, file, loose)), ...computed.map(([, value]) => value)].join(', ');
        const overriding = table.identity.length ? 'overriding system value' : '';
        await tx.unsafe(
          `insert into public.${ident(name)} (${list.map(ident).join(', ')}) ${overriding} select ${values} from jsonb_populate_recordset(null::public.${ident(name)}, $1::text::jsonb) x`,
          [JSON.stringify(chunk)],
        );
      };
      for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
        const plain: Row[] = [];
        const completed: Row[] = [];
        for (const row of rows.slice(at, at + ROWS_PER_INSERT)) {
          const object = Object.fromEntries(columns.map((c, i) => [c, row[i]]));
          const before = kept.get(name)!.get(keyOf(table, object));
          if (before) completed.push({ ...object, ...before });
          else plain.push(object);
        }
        await insert(columns, plain);
        await insert([...columns, ...missing], completed);
      }
      report.tables[name] = rows.length;
    }
    // A backup made before categories were named things (20261126040100_catalog_languages.sql) has
    // none: each category its products name gets its row and slug, in the shop's order, as that
    // migration made them (the trigger that would have is held off). Its products' translations
    // take their default ({}: the default language's texts only), like any column added since.
    if ('products' in file.tables && !('categories' in file.tables) && info.has('categories')) {
      await tx.unsafe(
        'select public.ensure_category(c.category) from (select category, min(position) as first from public.products group by category order by first, category) c',
      );
    }
    if (file.tables.orders?.rows.length) {
      if (!lacksOrderLinks(file)) report.orderLinks = 'kept';
      else if (options.linkSecret && (await deriveOrderLinks(tx, file, options.linkSecret))) report.orderLinks = 'derived';
      else report.orderLinks = 'missing';
    }
    // Deferred checks (wilayas_2026's carrier wilaya, under a backup made before it) run now: a table
    // with pending checks cannot be altered.
    await tx.unsafe('set constraints all immediate');
    for (const name of order) await tx.unsafe(`alter table public.${ident(name)} enable trigger user`);
    const sequences = new Set(await readSequences(tx));
    for (const [name, s] of Object.entries(file.sequences)) {
      if (sequences.has(name))
        await tx.unsafe(`select setval('public.${ident(name)}', $1::bigint, $2::boolean)`, [s.lastValue, s.isCalled]);
    }
    return report;
  });
}

type Row = Record<string, unknown>;

const keyOf = (table: TableInfo, row: Row) => JSON.stringify(table.primaryKey.map((c) => row[c]));

/** The empty database's values of the columns the backup lacks, by primary key (the rows the migrations wrote). */
async function keptValues(tx: Queryable, table: TableInfo, backedUp: readonly string[]): Promise<Map<string, Row>> {
  const missing = table.columns.filter((c) => !backedUp.includes(c));
  if (!missing.length || !table.primaryKey.length) return new Map();
  const rows = await tx.unsafe<{ row: string }[]>(`select row_to_json(t)::text as row from public.${ident(table.name)} t`);
  return new Map(
    rows.map(({ row }) => {
      const values = JSON.parse(row) as Row;
      return [keyOf(table, values), Object.fromEntries(missing.map((c) => [c, values[c]]))];
    }),
  );
}

/**
 * A column as it is inserted. An orders-only backup restored into an empty database has no catalog:
 * a line's variant (set null when a variant is deleted anyway) becomes null where the variant does not
 * exist, and the line keeps its product, size and colour as they were written.
 */
function valueOf(table: string, column: string, file: BackupFile, loose: readonly LooseReference[]): string {
  const ref = loose.find((l) => l.table === table && l.column === column && !(l.parent in file.tables));
  if (!ref) return `x.${ident(column)}`;
  return `case when exists (select 1 from public.${ident(ref.parent)} p where p.${ident(ref.parentColumn)} = x.${ident(column)}) then x.${ident(column)} end`;
}
