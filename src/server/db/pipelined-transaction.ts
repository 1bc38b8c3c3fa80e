// A transaction whose statements are pipelined on one reserved connection: BEGIN goes out with the
// first statements, COMMIT right behind the last one, so a transaction costs as many round trips as
// the points where the code must read an answer before it can go on (two for an order), not one per
// statement. postgres.js's sql.begin waits for BEGIN and for each statement before COMMIT.
//
// The last statement must undo the whole transaction by itself when it fails (an error aborts the
// transaction, and PostgreSQL answers the pipelined COMMIT with ROLLBACK): nothing is kept half-done.
import type postgres from 'postgres';
import type { Sql } from './client.ts';

export type PipelinedTransaction = {
  /** The reserved connection: every statement sent on it is part of the transaction. */
  sql: postgres.ReservedSql;
  /**
   * Sends COMMIT right behind `last` (a statement already sent with .execute()) and resolves with
   * last's answer once both are in. If `last` failed, the transaction was rolled back and its error
   * is thrown.
   */
  commitAfter<T>(last: Promise<T>): Promise<T>;
};

const ignore = () => {};

/**
 * Runs `work` in a transaction. When `work` returns without committing (a refusal, a replay), or
 * throws, whatever it sent is rolled back before the connection goes back to the pool.
 */
export async function pipelinedTransaction<T>(sql: Sql, work: (tx: PipelinedTransaction) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  let ended = false;
  const tx: PipelinedTransaction = {
    sql: connection,
    async commitAfter(last) {
      const commit = connection`commit`.execute();
      ended = true;
      const [answer, committed] = await Promise.allSettled([last, commit]);
      if (answer.status === 'rejected') throw answer.reason;
      if (committed.status === 'rejected') throw committed.reason;
      return answer.value;
    },
  };
  try {
    // Not awaited: it travels with the first statements. If it fails, so do they, and they are awaited.
    connection`begin`.execute().catch(ignore);
    const result = await work(tx);
    if (!ended) await connection`rollback`;
    return result;
  } catch (error) {
    if (!ended) await connection`rollback`.catch(ignore);
    throw error;
  } finally {
    connection.release();
  }
}
