// One worker thread of the build's page renderers (see page-workers.ts). It loads the same
// prerender bundle Astro's own renderer loaded, set up the same way (the build's page styles and
// scripts), and renders the pages the main thread sends it. Node runs this file as it is: only
// erasable TypeScript, Node's own modules and dependency-free modules of this folder here.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  routeKeyOf,
  type FilesRequest,
  type PageRequest,
  type PageWorkerData,
  type RouteKey,
  type ToWorker,
  type WorkerAnswer,
} from './page-worker-messages.ts';
import { handOverReads } from './build-reads.ts';

type RouteData = { route: string; component: string; type: string };
type BuildApp = {
  manifest: { routes: { routeData: RouteData }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
};

const data = workerData as PageWorkerData;
const port = parentPort!;
const post = (answer: WorkerAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);

const { app } = (await import(data.entryUrl)) as { app: BuildApp };
// What Astro's build environment reads when it renders a page: each page's styles (by page key) and
// the bundles of the page scripts. Everything else in `internals` serves the bundling, done by now.
app.setInternals({
  pagesByKeys: new Map(data.pageStyles.map(([key, styles]) => [key, { styles }])),
  entrySpecifierToBundleMap: new Map(data.entrySpecifierToBundleMap),
});
app.setOptions({
  settings: { scripts: data.scripts },
  // Warnings and errors of a render go to the main thread's log; the rest (debug) is dropped.
  logger: {
    options: {
      destination: {
        write(event: { level: string; label: string | null; message: string }) {
          if (event.level === 'warn' || event.level === 'error')
            post({ kind: 'log', level: event.level, label: event.label, message: event.message });
          return true;
        },
      },
    },
  },
});

const routes = new Map(app.manifest.routes.map(({ routeData }) => [routeKeyOf(routeData), routeData]));

// A route's first render runs its getStaticPaths and caches the result: the pages that come meanwhile
// wait for it instead of running it again (Astro warns "route cache overwritten").
const firstRenders = new Map<string, Promise<unknown>>();

/** The route's response to `url`, or undefined when this worker does not know the route. */
function renderRoute(url: string, route: RouteKey): Promise<Response | undefined> {
  const key = routeKeyOf(route);
  const routeData = routes.get(key);
  if (!routeData) return Promise.resolve(undefined);
  const next = () => app.render(new Request(url), { routeData });
  const first = firstRenders.get(key);
  if (first) return first.then(next, next);
  const rendering = next();
  firstRenders.set(key, rendering);
  return rendering;
}

async function renderPage({ id, url, route }: PageRequest): Promise<void> {
  const response = await renderRoute(url, route);
  if (!response) return post({ kind: 'unknown-route', id });
  const body = response.body ? await response.arrayBuffer() : null;
  post(
    { kind: 'page', id, status: response.status, statusText: response.statusText, headers: [...response.headers], body },
    body ? [body] : [],
  );
}

// Folders this worker has made: thousands of files share a few hundred folders.
const folders = new Set<string>();

/** Renders each data file and writes it as Astro would (its whole body, nothing else), one after another. */
async function writeFiles({ id, files }: FilesRequest): Promise<void> {
  for (const { url, route, path } of files) {
    const response = await renderRoute(url, route);
    if (!response) throw new Error(`no route ${route.route} on this worker`);
    if (response.status !== 200) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
    const folder = dirname(path);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
  }
  post({ kind: 'files', id });
}

port.on('message', (message: ToWorker) => {
  // The catalog and settings the main thread read come before any page: no page here asks the database again.
  if (message.kind === 'reads') return handOverReads(message.reads);
  (message.kind === 'files' ? writeFiles(message) : renderPage(message)).catch((error: unknown) => {
    const { message: text, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
    post({ kind: 'failed', id: message.id, message: text, ...(stack ? { stack } : {}) });
  });
});
post({ kind: 'ready' });
