// The build's page workers, seen from the main thread: starts them, hands each page to the least busy,
// turns their answers back into Responses for Astro. A worker that cannot start (its first thing is
// loading the pages' code) or stops midway leaves the pages to Astro's own renderer; a page that
// throws on a worker is rejected with its error, and page-workers.ts renders it with Astro's.
import { Worker } from 'node:worker_threads';
import type { AstroIntegrationLogger } from 'astro';
import type { PageRequest, PageWorkerData, RouteKey, ToWorker, WorkerAnswer } from './page-worker-messages.ts';

type Pending = { resolve: (response: Response | undefined) => void; reject: (error: Error) => void; worker: PooledWorker };
type PooledWorker = { thread: Worker; inFlight: number; ready: boolean };

export class PagePool {
  readonly #workers: PooledWorker[] = [];
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #gaveUp = false;
  #closing = false;
  readonly #logger: AstroIntegrationLogger;

  constructor(count: number, data: PageWorkerData, logger: AstroIntegrationLogger, script = new URL('./page-worker.ts', import.meta.url)) {
    this.#logger = logger;
    for (let i = 0; i < count; i++) {
      const worker: PooledWorker = {
        // A larger young generation, as the build's main thread gets (scripts/lib/astro.ts): a page's
        // short-lived objects mostly die before a collection.
        thread: new Worker(script, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 128 } }),
        inFlight: 0,
        ready: false,
      };
      worker.thread.on('message', (answer: WorkerAnswer) => this.#answer(worker, answer));
      // Lost before it was ready: it could not start. Lost after: the pages it had (and every later
      // one) go back to Astro's renderer; the pages it already answered were whole.
      const lost = (error: Error) => this.#giveUp(error, worker.ready ? 'stopped' : 'could not start');
      worker.thread.on('error', lost);
      worker.thread.on('exit', (code) => {
        if (!this.#closing && !this.#gaveUp) lost(new Error(`exit code ${code}`));
      });
      this.#workers.push(worker);
    }
  }

  /**
   * The page's response, or undefined when the caller renders it itself: the worker does not know the
   * route, or the workers could not start or stopped. Rejected with the page's error when it threw.
   */
  render(url: string, route: RouteKey): Promise<Response | undefined> {
    if (this.#gaveUp) return Promise.resolve(undefined);
    const worker = this.#workers.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
    const id = this.#nextId++;
    worker.inFlight++;
    const request: PageRequest = { kind: 'page', id, url, route };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, worker });
      worker.thread.postMessage(request);
    });
  }

  /** What the main thread has read for the pages, handed to every worker before its first page. */
  handOver(reads: [string, unknown][]): void {
    const message: ToWorker = { kind: 'reads', reads };
    for (const worker of this.#workers) worker.thread.postMessage(message);
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#workers.map((w) => w.thread.terminate()));
  }

  #answer(worker: PooledWorker, answer: WorkerAnswer): void {
    if (answer.kind === 'ready') {
      worker.ready = true;
      return;
    }
    if (answer.kind === 'log') {
      const text = answer.label ? `[${answer.label}] ${answer.message}` : answer.message;
      return answer.level === 'error' ? this.#logger.error(text) : this.#logger.warn(text);
    }
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    worker.inFlight--;
    if (answer.kind === 'page') {
      pending.resolve(new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers }));
    } else if (answer.kind === 'unknown-route') {
      pending.resolve(undefined);
    } else {
      const error = new Error(answer.message);
      if (answer.stack) error.stack = answer.stack;
      pending.reject(error);
    }
  }

  /** A worker could not start or stopped: every page, those already sent included, goes back to Astro's renderer. */
  #giveUp(error: Error, what: 'could not start' | 'stopped'): void {
    if (this.#gaveUp) return;
    this.#gaveUp = true;
    this.#logger.warn(`a page worker ${what} (${error.message}): the pages render on one thread`);
    for (const pending of this.#pending.values()) pending.resolve(undefined);
    this.#pending.clear();
    for (const worker of this.#workers) void worker.thread.terminate();
  }
}
