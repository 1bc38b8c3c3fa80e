// What a repository needs: something that runs queries, the pool or a transaction alike. A
// repository that only runs queries takes a Queryable, so a service hands it its transaction as it is.
// (Sql, the pool's own type, is for what needs the pool itself: begin(), reserve(), its options.)
import type postgres from 'postgres';

export type Queryable = postgres.ISql;
