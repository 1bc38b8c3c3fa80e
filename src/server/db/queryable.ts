// What a repository needs: something that runs queries, the pool or a transaction alike.
// The older repositories take the pool's type (Sql) though they only run queries; asSql lets a
// transaction be handed to them without widening their signatures.
import type postgres from 'postgres';
import type { Sql } from './client.ts';

export type Queryable = postgres.ISql;
export const asSql = (tx: Queryable): Sql => tx as unknown as Sql;
