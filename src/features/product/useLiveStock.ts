// Asks GET /api/stock/{id} once the picker is on screen: the page was built with the stock of its
// build, and during a drop a size can sell out minutes later. Until the answer arrives (or if it
// never does) the build's stock is shown; the order function checks stock again in any case.
// Buy Now knows its product only once its data has arrived: until then the id is undefined and
// nothing is asked.
import { useEffect, useMemo, useState } from 'react';
import type { Variant } from '../../domain/catalog/product.ts';
import { applyLiveStock, readLiveStock, type LiveStock as LiveAnswer } from '../../domain/catalog/variant-availability.ts';

type Status = 'built' | 'live' | 'not-found' | 'failed';
export type LiveStockState = { variants: Variant[]; status: Status };
export type LiveStock = LiveStockState & { retry: () => void };

// The last live answer stays in use when a later retry fails (as the build's stock would).
type Answer = { status: Status; live?: LiveAnswer };

export function useLiveStock(productId: string | undefined, built: Variant[]): LiveStock {
  const [answer, setAnswer] = useState<Answer>({ status: 'built' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (productId === undefined) return;
    const controller = new AbortController();
    (async () => {
      const response = await fetch(`/api/stock/${encodeURIComponent(productId)}`, { signal: controller.signal, cache: 'no-store' });
      if (response.status === 404) return setAnswer({ status: 'not-found' });
      if (!response.ok) throw new Error(`stock ${response.status}`);
      const live = readLiveStock(await response.json());
      if (!live) throw new Error('stock answer not understood');
      setAnswer({ status: 'live', live });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('[product] live stock unavailable, showing stock as of the build:', error);
      setAnswer((a) => ({ ...a, status: 'failed' }));
    });
    return () => controller.abort();
  }, [productId, attempt]);

  const variants = useMemo(() => {
    if (answer.status === 'not-found') return built.map((v) => ({ ...v, stock: 0 }));
    return answer.live ? applyLiveStock(built, answer.live) : built;
  }, [answer, built]);
  return { variants, status: answer.status, retry: () => setAttempt((n) => n + 1) };
}
