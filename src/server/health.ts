import { db } from './db/client.ts';

export async function checkDatabase(): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await Promise.race([db()`select 1`, new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 3000))]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error('[health] database check failed:', (error as Error).message);
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}
