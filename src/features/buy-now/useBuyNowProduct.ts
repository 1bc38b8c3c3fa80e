// The product of the Buy Now shell: its id from the address (/products/{id}/buy, kept by the rewrite),
// its data from /products/{id}/buy-data.json. The shell's inline script has usually started that
// download while the page was parsed (EARLY_FETCH_SCRIPT); the island takes that answer the first
// time and downloads again itself on Try again.
import { useEffect, useState } from 'react';
import { readBuyNowProduct, type BuyNowProduct } from './buy-now-data.ts';
import { buyNowDataPath, productIdOfBuyPath } from '../../domain/buy-now/shell-routes.ts';

export type BuyNowProductState =
  { status: 'loading' } | { status: 'ready'; product: BuyNowProduct } | { status: 'not-found' } | { status: 'failed' };

declare global {
  interface Window {
    __buyNowData?: Promise<Response>;
  }
}

function takeEarlyDownload(): Promise<Response> | undefined {
  const early = window.__buyNowData;
  delete window.__buyNowData; // a response's body reads once
  return early;
}

async function download(id: string, locale: string, early: Promise<Response> | undefined): Promise<BuyNowProductState> {
  const response = await (early ?? fetch(buyNowDataPath(id)));
  // No file: no published product of this build has that id.
  if (response.status === 404) return { status: 'not-found' };
  if (!response.ok) throw new Error(`buy-data ${response.status}`);
  const product = readBuyNowProduct(await response.json(), locale);
  if (!product || product.id !== id) throw new Error('buy-data not understood');
  return { status: 'ready', product };
}

/** The product named in the page's language (`locale`). */
export function useBuyNowProduct(locale: string): BuyNowProductState & { retry: () => void } {
  const [state, setState] = useState<BuyNowProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = productIdOfBuyPath(window.location.pathname);
    if (!id) {
      setState({ status: 'not-found' });
      return;
    }
    let current = true;
    download(id, locale, takeEarlyDownload())
      .catch((error: unknown) => {
        console.warn('[buy-now] product data unavailable:', error);
        return { status: 'failed' } as const;
      })
      .then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [attempt, locale]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
