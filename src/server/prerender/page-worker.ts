// One worker thread of the build's page renderers (see page-workers.ts). It loads the same
// prerender bundle Astro's own renderer loaded, set up the same way (the build's page styles and
// scripts), and renders the pages the main thread sends it. Node runs this file as it is: only
// erasable TypeScript, Node's own modules and dependency-free modules of this folder here.
import { parentPort, workerData } from 'node:worker_threads';
import { routeKeyOf, type PageRequest, type PageWorkerData, type ToWorker, type WorkerAnswer } from './page-worker-messages.ts';
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
const firstRenders = new Map<string, Promise<void>>();

function render(request: PageRequest): Promise<void> {
  const key = routeKeyOf(request.route);
  const first = firstRenders.get(key);
  const next = () => renderPage(request, key);
  if (first) return first.then(next, next);
  const rendering = renderPage(request, key);
  firstRenders.set(key, rendering);
  return rendering;
}

async function renderPage({ id, url }: PageRequest, key: string): Promise<void> {
  const routeData = routes.get(key);
  if (!routeData) return post({ kind: 'unknown-route', id });
  const response = await app.render(new Request(url), { routeData });
  const body = response.body ? await response.arrayBuffer() : null;
  post(
    { kind: 'page', id, status: response.status, statusText: response.statusText, headers: [...response.headers], body },
    body ? [body] : [],
  );
}

port.on('message', (message: ToWorker) => {
  // The catalog and settings the main thread read come before any page: no page here asks the database again.
  if (message.kind === 'reads') return handOverReads(message.reads);
  render(message).catch((error: unknown) => {
    const { message: text, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
    post({ kind: 'failed', id: message.id, message: text, ...(stack ? { stack } : {}) });
  });
});
post({ kind: 'ready' });
