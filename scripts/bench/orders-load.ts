// HTTP load for the order benchmark: loopback only, every loop bounded in count and in time.
import { randomUUID } from 'node:crypto';

export type Shot = { status: number; ms: number; code?: string; error?: string };

/** 05 + 8 digits from a serial number: one phone per order, since the cooldown allows one order per phone. */
export const phoneNumber = (serial: number) => `05${String(serial % 1e8).padStart(8, '0')}`;

export function orderBody(productId: string, size: string, color: string, serial: number) {
  return {
    flow: 'cart', idempotencyKey: `bench-${randomUUID()}`, locale: 'en',
    name: 'Bench Buyer', email: 'bench@example.dz', phone: phoneNumber(serial), address: '12 rue Didouche Mourad', notes: '',
    wilayaCode: '16', commune: 'Alger Centre', deliveryType: 'home',
    lines: [{ productId, size, color, quantity: 1 }],
  };
}

export async function postOrder(url: string, body: unknown): Promise<Shot> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
    return { status: response.status, ms: performance.now() - started, ...(json.error?.code ? { code: json.error.code } : {}) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, ms: performance.now() - started, code: 'network', error: cause?.code ?? cause?.message ?? String(error) };
  }
}

/** `clients` loops posting orders back to back until `seconds` pass or `maxOrders` were sent. */
export async function sustainedIntake(options: { url: string; clients: number; seconds: number; maxOrders: number; body: () => unknown }) {
  const shots: Shot[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  let sent = 0;
  await Promise.all(Array.from({ length: options.clients }, async () => {
    while (performance.now() < deadline && sent < options.maxOrders) {
      sent++;
      shots.push(await postOrder(options.url, options.body()));
    }
  }));
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
