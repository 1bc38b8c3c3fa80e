// Asks GET /api/stock/{id} once the picker is on screen: the page was built with the stock of its
// build, and during a drop a size can sell out minutes later. Until the answer arrives (or if it
// never does) the build's stock is shown; the order function checks stock again in any case.
import { useEffect, useState } from 'react';
import type { Variant } from '../../domain/catalog/product.ts';
import { applyLiveStock, readLiveStock } from '../../domain/catalog/variant-availability.ts';

export type LiveStockState = { variants: Variant[]; status: 'built' | 'live' | 'not-found' | 'failed' };
export type LiveStock = LiveStockState & { retry: () => void };

export function useLiveStock(productId: string, built: Variant[]): LiveStock {
  const [state, setState] = useState<LiveStockState>({ variants: built, status: 'built' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const response = await fetch(`/api/stock/${encodeURIComponent(productId)}`, { signal: controller.signal, cache: 'no-store' });
      if (response.status === 404) return setState({ variants: built.map((v) => ({ ...v, stock: 0 })), status: 'not-found' });
      if (!response.ok) throw new Error(`stock ${response.status}`);
      const live = readLiveStock(await response.json());
      if (!live) throw new Error('stock answer not understood');
      setState({ variants: applyLiveStock(built, live), status: 'live' });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('[product] live stock unavailable, showing stock as of the build:', error);
      setState((s) => ({ ...s, status: 'failed' }));
    });
    return () => controller.abort();
  }, [productId, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
