// What the build's main thread and its page workers say to each other (page-workers.ts, page-worker.ts).

/** A route as both threads know it: the worker finds its own copy by these three. */
export type RouteKey = { type: string; component: string; route: string };

/** The route as one string, to look it up and to tell its pages apart. */
export const routeKeyOf = ({ type, component, route }: RouteKey): string => `${type}\0${component}\0${route}`;

/** Each page's styles by Astro's page key, the page-script bundles, the build's injected scripts. */
export type PageWorkerData = {
  entryUrl: string;
  pageStyles: [key: string, styles: unknown[]][];
  entrySpecifierToBundleMap: [specifier: string, file: string][];
  scripts: unknown[];
};

export type PageRequest = { kind: 'page'; id: number; url: string; route: RouteKey };

/** First what the main thread read from the database for the pages (build-reads.ts), then pages. */
export type ToWorker = { kind: 'reads'; reads: [name: string, value: unknown][] } | PageRequest;

export type WorkerAnswer =
  | { kind: 'ready' }
  | { kind: 'page'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { kind: 'unknown-route'; id: number }
  | { kind: 'failed'; id: number; message: string; stack?: string }
  | { kind: 'log'; level: 'warn' | 'error'; label: string | null; message: string };
