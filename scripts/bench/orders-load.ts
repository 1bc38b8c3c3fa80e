// HTTP load for the order benchmark: loopback only, every loop bounded in count and in time.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

export type Shot = { status: number; ms: number; code?: string; error?: string };

/** 05 + 8 digits from a serial number: one phone per order, since the cooldown allows one order per phone. */
export const phoneNumber = (serial: number) => `05${String(serial % 1e8).padStart(8, '0')}`;

/** `discountCode`: a code the shopper types (bench:orders --offers). */
export function orderBody(productId: string, size: string, color: string, serial: number, discountCode?: string) {
  return {
    flow: 'cart',
    idempotencyKey: `bench-${randomUUID()}`,
    locale: 'en',
    name: 'Bench Buyer',
    email: 'bench@example.dz',
    phone: phoneNumber(serial),
    address: '12 rue Didouche Mourad',
    notes: '',
    wilayaCode: '16',
    commune: 'Alger Centre',
    deliveryType: 'home',
    lines: [{ productId, size, color, quantity: 1 }],
    ...(discountCode ? { discountCode } : {}),
  };
}

// node:http with a keep-alive agent rather than fetch: the shoppers share the machine with the server
// they measure, and fetch costs them about twice the CPU per request.
const agent = new Agent({ keepAlive: true, maxSockets: 2048 });

export function postOrder(url: string, body: unknown): Promise<Shot> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const failed = (error: Error & { code?: string }) =>
      resolve({ status: 0, ms: performance.now() - started, code: 'network', error: error.code ?? error.message });
    const req = request(
      `${url}/api/orders`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', failed);
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(Buffer.concat(chunks).toString()) as { error?: { code?: string } }).error?.code;
          } catch {
            /* not JSON: the status says enough */
          }
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, ...(code ? { code } : {}) });
        });
      },
    );
    req.on('error', failed);
    req.end(payload);
  });
}

/** `clients` loops posting orders back to back until `seconds` pass or `maxOrders` were sent, spread over the servers. */
export async function sustainedIntake(options: {
  urls: string[];
  clients: number;
  seconds: number;
  maxOrders: number;
  body: () => unknown;
}) {
  const shots: Shot[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      const url = options.urls[client % options.urls.length]!;
      while (performance.now() < deadline && sent < options.maxOrders) {
        sent++;
        shots.push(await postOrder(url, options.body()));
      }
    }),
  );
  return { shots, seconds: (performance.now() - started) / 1000 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function countBy(shots: Shot[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of shots) counts[String(s.status)] = (counts[String(s.status)] ?? 0) + 1;
  return counts;
}
