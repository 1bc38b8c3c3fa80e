// The benchmark's shoppers, on their own thread: the load they generate must not eat the event loop
// of the server it measures. Loopback only; bounded in time and count.
import { parentPort, workerData } from 'node:worker_threads';
import { orderBody, postOrder, sustainedIntake } from './orders-load.ts';

type Job =
  | {
      kind: 'intake';
      urls: string[];
      clients: number;
      seconds: number;
      maxOrders: number;
      products: number;
      phoneOffset: number;
      discountCode?: string;
    }
  | { kind: 'drop'; urls: string[]; buyers: number; phoneOffset: number };

const job = workerData as Job;
const sizes = ['S', 'M', 'L', 'XL'];
let n = 0;

if (job.kind === 'intake') {
  // Shoppers spread over the catalog, one line each.
  const anyVariant = () =>
    orderBody(`bench-${1 + (n++ % job.products)}`, sizes[n % 4]!, n % 3 ? 'Black' : 'White', job.phoneOffset + n, job.discountCode);
  const result = await sustainedIntake({
    urls: job.urls,
    clients: job.clients,
    seconds: job.seconds,
    maxOrders: job.maxOrders,
    body: anyVariant,
  });
  parentPort!.postMessage(result);
} else {
  const shots = await Promise.all(
    Array.from({ length: job.buyers }, (_, i) =>
      postOrder(job.urls[i % job.urls.length]!, orderBody('bench-drop', 'M', 'Black', job.phoneOffset + i)),
    ),
  );
  parentPort!.postMessage({ shots });
}
