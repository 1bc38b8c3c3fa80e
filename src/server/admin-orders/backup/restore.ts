// Puts a backup back into an EMPTY database (migrated, with no product, order or admin yet), in one
// transaction: every table of the backup is emptied of what the migrations put there (the wilayas,
// the default settings) and filled with the backup's rows, parents first, exactly as they were
// (identity values kept, triggers held off so nothing recomputes a stored value), then the sequences
// are set where the backup left them. Any refusal or error leaves the database as it was.
import type { Sql } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { BackupFile } from '../../../domain/admin-orders/backup.ts';
import { ident, insertOrder, readLooseReferences, readSequences, readTables, type LooseReference } from './catalog.ts';

export class RestoreRefused extends Error {}

const ROWS_PER_INSERT = 2000;

/** What makes a database not empty: the shop's own data. Reference data from the migrations does not count. */
export async function shopDataCounts(sql: Queryable): Promise<{ products: number; orders: number; admins: number }> {
  const [row] = await sql<{ products: number; orders: number; admins: number }[]>`
    select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders,
           (select count(*)::int from admin_emails) as admins`;
  return row!;
}

export type RestoreReport = { tables: Record<string, number> };

export async function restoreBackup(sql: Sql, file: BackupFile): Promise<RestoreReport> {
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
      throw new RestoreRefused(`This database's schema is older than the backup's (it lacks ${problems.slice(0, 5).join(', ')}${problems.length > 5 ? ', …' : ''}): run \`npm run db:migrate\` first.`);
    }

    const order = insertOrder(Object.keys(file.tables), info);
    const loose = await readLooseReferences(tx);
    for (const name of order) await tx.unsafe(`alter table public.${ident(name)} disable trigger user`);
    for (const name of [...order].reverse()) await tx.unsafe(`delete from public.${ident(name)}`);
    const report: RestoreReport = { tables: {} };
    for (const name of order) {
      const { columns, rows } = file.tables[name]!;
      const list = columns.map(ident).join(', ');
      const values = columns.map((c) => valueOf(name, c, file, loose)).join(', ');
      const overriding = info.get(name)!.identity.length ? 'overriding system value' : '';
      for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
        const chunk = rows.slice(at, at + ROWS_PER_INSERT).map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])));
        await tx.unsafe(
          `insert into public.${ident(name)} (${list}) ${overriding} select ${values} from jsonb_populate_recordset(null::public.${ident(name)}, $1::text::jsonb) x`,
          [JSON.stringify(chunk)],
        );
      }
      report.tables[name] = rows.length;
    }
    for (const name of order) await tx.unsafe(`alter table public.${ident(name)} enable trigger user`);
    const sequences = new Set(await readSequences(tx));
    for (const [name, s] of Object.entries(file.sequences)) {
      if (sequences.has(name)) await tx.unsafe(`select setval('public.${ident(name)}', $1::bigint, $2::boolean)`, [s.lastValue, s.isCalled]);
    }
    return report;
  });
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
