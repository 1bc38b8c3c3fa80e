// The build's page workers, seen from the main thread: starts them, hands each page to the least busy,
// turns their answers back into Responses for Astro. A worker that cannot start (its first thing is
// loading the pages' code) leaves the pages to Astro's own renderer; one that fails later fails the build.
import { Worker } from 'node:worker_threads';
import type { AstroIntegrationLogger } from 'astro';
import type { PageRequest, PageWorkerData, RouteKey, ToWorker, WorkerAnswer } from './page-worker-messages.ts';

type Pending = { resolve: (response: Response | undefined) => void; reject: (error: Error) => void; worker: PooledWorker };
type PooledWorker = { thread: Worker; inFlight: number; ready: boolean };

export class PagePool {
  readonly #workers: PooledWorker[] = [];
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #broken: Error | undefined;
  #gaveUp = false;
  #closing = false;
  readonly #logger: AstroIntegrationLogger;

  constructor(count: number, data: PageWorkerData, logger: AstroIntegrationLogger, script = new URL('./page-worker.ts', import.meta.url)) {
    this.#logger = logger;
    for (let i = 0; i < count; i++) {
      const worker: PooledWorker = { thread: new Worker(script, { workerData: data }), inFlight: 0, ready: false };
      worker.thread.on('message', (answer: WorkerAnswer) => this.#answer(worker, answer));
      // Lost before it was ready: it could not start. Lost after: the build cannot trust its pages.
      const lost = (error: Error) => (worker.ready ? this.#fail(error) : this.#giveUp(error));
      worker.thread.on('error', lost);
      worker.thread.on('exit', (code) => {
        if (!this.#closing && !this.#gaveUp) lost(new Error(`a page worker stopped (exit code ${code}) before the pages were written`));
      });
      this.#workers.push(worker);
    }
  }

  /**
   * The page's response, or undefined when the caller renders it itself: the worker does not know the
   * route, or the workers could not start.
   */
  render(url: string, route: RouteKey): Promise<Response | undefined> {
    if (this.#broken) return Promise.reject(this.#broken);
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

  /** A worker could not start: every page, those already sent included, goes back to Astro's renderer. */
  #giveUp(error: Error): void {
    if (this.#gaveUp || this.#broken) return;
    this.#gaveUp = true;
    this.#logger.warn(`a page worker could not start (${error.message}): the pages render on one thread`);
    this.#settleAll((pending) => pending.resolve(undefined));
    for (const worker of this.#workers) void worker.thread.terminate();
  }

  #fail(error: Error): void {
    this.#broken ??= error;
    this.#settleAll((pending) => pending.reject(error));
  }

  #settleAll(settle: (pending: Pending) => void): void {
    for (const pending of this.#pending.values()) settle(pending);
    this.#pending.clear();
  }
}
