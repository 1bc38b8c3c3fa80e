// The embedded PGlite serves every connection from ONE session and interleaves their protocol
// messages one by one: two statements sent at once on two connections can bind to each other's
// unnamed statement. On that database this process runs its order and outbox work one piece at a
// time; on PostgreSQL (DATABASE_EMBEDDED unset) it runs freely. Never nest: a wrapped function must
// not call another wrapped function.
import { shopEnv } from '../env.ts';
let tail: Promise<unknown> = Promise.resolve();

export function serializedOnEmbedded<T>(work: () => Promise<T>): Promise<T> {
  if (shopEnv().DATABASE_EMBEDDED !== '1') return work();
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
