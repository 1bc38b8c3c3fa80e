// The embedded database as the local site uses it: several processes' connections to ONE PGlite
// session at once (the site, a local publish's build, the admin scripts).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endsWithReadyForQuery } from './embedded-batches.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';

let database: EmbeddedDatabase;
const clients: postgres.Sql[] = [];
// As each process connects to the embedded database: one connection, no named statements.
const client = () => {
  const sql = postgres(database.url, { max: 1, prepare: false, onnotice: () => {} });
  clients.push(sql);
  return sql;
};

beforeAll(async () => {
  database = await startEmbeddedDatabase();
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((sql) => sql.end()));
  await database.stop();
});

describe('the embedded database shared by several connections', () => {
  it('keeps each connection’s statements whole when many run at once (no bind to another’s statement, no foreign rows)', async () => {
    const connections = Array.from({ length: 6 }, client);
    const work = connections.flatMap((sql, c) =>
      Array.from({ length: 60 }, async (_, i) => {
        // Statements of different shapes, so that a Bind meeting another connection's Parse fails or answers wrongly.
        if ((c + i) % 3 === 0) {
          const [row] = await sql<{ sum: number }[]>`select ${c}::int + ${i}::int as sum`;
          return row!.sum === c + i;
        }
        if ((c + i) % 3 === 1) {
          const [row] = await sql<{ text: string }[]>`select ${`c${c}-${i}`}::text as text`;
          return row!.text === `c${c}-${i}`;
        }
        const rows = await sql<
          { n: number }[]
        >`select generate_series(1, ${(i % 5) + 1}) as n, ${c}::int as c, ${'x'}::text as x, ${i}::int as i`;
        return rows.length === (i % 5) + 1;
      }),
    );
    const answers = await Promise.all(work);
    expect(answers.filter((right) => !right)).toEqual([]);
  });

  it('keeps another connection out of an open transaction', async () => {
    const [writer, reader] = [client(), client()];
    await writer`create table if not exists embedded_probe (n int)`;
    const seen: number[] = [];
    await writer.begin(async (tx) => {
      await tx`insert into embedded_probe values (1)`;
      const read = reader`select count(*)::int as n from embedded_probe`.then(([row]) => seen.push(row!.n));
      await tx`insert into embedded_probe values (2)`;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx`insert into embedded_probe values (3)`;
      void read;
    });
    await reader`select 1`;
    // The reader waited for the commit: it saw all three rows, never a half-written transaction.
    expect(seen).toEqual([3]);
  });

  it('recognises the end of a batch by ReadyForQuery only', () => {
    expect(endsWithReadyForQuery(Uint8Array.from([0x31, 0, 0, 0, 4, 0x5a, 0, 0, 0, 5, 0x49]))).toBe(true);
    expect(endsWithReadyForQuery(Uint8Array.from([0x31, 0, 0, 0, 4]))).toBe(false); // ParseComplete alone
    expect(endsWithReadyForQuery(Uint8Array.from([0x5a, 0, 0, 0, 5]))).toBe(false);
  });
});
