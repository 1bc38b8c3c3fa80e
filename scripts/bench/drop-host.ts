// A thread hosting some of the drop's function instances (scripts/bench/drop-run.ts): each one is the
// real netlify/functions/orders.ts loaded afresh (function-instances.ts), with the production
// connection settings from this thread's environment (no pool role: a deployed function's). The
// dispatcher gives an instance one request at a time; the instance is free again once its answer is
// sent AND the work it handed to context.waitUntil is done, as on Netlify.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { installInstanceHooks, loadInstance } from './function-instances.ts';

export type HostJob = { first: number; count: number };
export type HostRequest = { id: number; instance: number; ip: string; body: string };
export type HostMessage =
  | { kind: 'ready' }
  | { kind: 'answer'; id: number; status: number; headers: [string, string][]; body: string }
  /** The instance is free again: its try took `answerMs` to answer, then `afterMs` more of waitUntil work. */
  | { kind: 'free'; instance: number; status: number; answerMs: number; afterMs: number; logged: string[] };

type Handler = (
  request: Request,
  context: { ip: string; requestId: string; waitUntil: (work: Promise<unknown>) => void },
) => Promise<Response>;

const root = fileURLToPath(new URL('../..', import.meta.url));
const { first, count } = workerData as HostJob;
const port = parentPort!;

// What the instances log (a refused connection, a failed order) goes to the report, not the terminal.
const logged: string[] = [];
const keep = (...args: unknown[]) =>
  void logged.push(args.map((a) => (a instanceof Error ? `${(a as { code?: string }).code ?? ''} ${a.message}` : String(a))).join(' '));
console.error = keep;
console.warn = keep;

installInstanceHooks(root);
const handlers = new Map<number, Handler>();
for (let n = first; n < first + count; n++) {
  handlers.set(n, (await loadInstance<{ default: Handler }>(`${root}netlify/functions/orders.ts`, n)).default);
}
port.postMessage({ kind: 'ready' } satisfies HostMessage);

port.on('message', (message: HostRequest) => void serve(message));

async function serve({ id, instance, ip, body }: HostRequest): Promise<void> {
  const pending: Promise<unknown>[] = [];
  // As the shop's own page sends it: same origin, JSON, the shopper's address where Netlify puts it.
  const request = new Request('https://drop.example/api/orders', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      origin: 'https://drop.example',
      'sec-fetch-site': 'same-origin',
      'x-nf-client-connection-ip': ip,
    },
  });
  let answer: Extract<HostMessage, { kind: 'answer' }>;
  const started = performance.now();
  try {
    const response = await handlers.get(instance)!(request, { ip, requestId: `drop-${id}`, waitUntil: (work) => void pending.push(work) });
    answer = { kind: 'answer', id, status: response.status, headers: [...response.headers], body: await response.text() };
  } catch (error) {
    // A handler that throws is what Netlify answers with a 500 of its own.
    keep('[host] handler threw:', error);
    answer = { kind: 'answer', id, status: 500, headers: [], body: '' };
  }
  port.postMessage(answer);
  const answered = performance.now();
  await Promise.allSettled(pending);
  port.postMessage({
    kind: 'free',
    instance,
    status: answer.status,
    answerMs: answered - started,
    afterMs: performance.now() - answered,
    logged: logged.splice(0),
  } satisfies HostMessage);
}
