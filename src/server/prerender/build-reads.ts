// What the build reads from the database once and every page shares (the published catalog, the
// settings). The build's page workers (page-workers.ts) render with their own copy of the pages'
// code: the main thread hands them what it has read, so the database is read once per build, not
// once per thread. Kept on globalThis because the integration and the pages' bundle are two copies
// of this module that must see one store.
const STORE = Symbol.for('dz-storefront.build-reads');

type Store = Map<string, Promise<unknown>>;
const store = (): Store => ((globalThis as { [STORE]?: Store })[STORE] ??= new Map());

/** `read()` the first time `name` is asked for in this thread (or handed over by the main thread), the same promise after. */
export function readOncePerBuild<T>(name: string, read: () => Promise<T>): Promise<T> {
  const reads = store();
  if (!reads.has(name)) reads.set(name, read());
  return reads.get(name) as Promise<T>;
}

/** Every read that has come back so far, for the workers. A read that failed is left out: a worker tries it again. */
export async function settledReads(): Promise<[string, unknown][]> {
  const entries = await Promise.all(
    [...store()].map(async ([name, read]) => {
      try {
        return [[name, await read] as [string, unknown]];
      } catch {
        return [];
      }
    }),
  );
  return entries.flat();
}

/** In a worker, before its pages load: what the main thread read. Arrays come back frozen, as pages expect. */
export function handOverReads(reads: [string, unknown][]): void {
  for (const [name, value] of reads) store().set(name, Promise.resolve(Array.isArray(value) ? Object.freeze(value) : value));
}
