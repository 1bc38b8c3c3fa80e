// What the build's main thread and its page workers say to each other (page-workers.ts, page-worker.ts).

/** A route as both threads know it: the worker finds its own copy by these three. */
export type RouteKey = { type: string; component: string; route: string };

/** Each page's styles by Astro's page key, the page-script bundles, the build's injected scripts. */
export type PageWorkerData = {
  entryUrl: string;
  pageStyles: [key: string, styles: unknown[]][];
  entrySpecifierToBundleMap: [specifier: string, file: string][];
  scripts: unknown[];
};

export type PageRequest = { id: number; url: string; route: RouteKey };

export type WorkerAnswer =
  | { kind: 'ready' }
  | { kind: 'page'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { kind: 'unknown-route'; id: number }
  | { kind: 'failed'; id: number; message: string; stack?: string }
  | { kind: 'log'; level: 'warn' | 'error'; label: string | null; message: string };
