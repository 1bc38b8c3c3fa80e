import { describe, expect, it } from 'vitest';
import { BUY_NOW_SHELL_PATH, EARLY_FETCH_SCRIPT, buyNowDataPath, buyNowRewrites, productIdOfBuyPath } from './shell-routes.ts';

describe('the Buy Now shell routes', () => {
  it('reads the product id of a Buy Now address in any language, and nothing else', () => {
    expect(productIdOfBuyPath('/products/essential-heavyweight-tee/buy')).toBe('essential-heavyweight-tee');
    expect(productIdOfBuyPath('/ar/products/crew-socks-3-pack/buy/')).toBe('crew-socks-3-pack');
    expect(productIdOfBuyPath('/fr/products/x1/buy')).toBe('x1');
    for (const path of [
      '/buy',
      '/ar/buy/',
      '/products/tee',
      '/products/tee/buy/extra',
      '/products/Tee/buy',
      '/products/-tee/buy',
      '/products/a%2Fb/buy',
      `/products/${'a'.repeat(81)}/buy`,
    ]) {
      expect(productIdOfBuyPath(path), path).toBeUndefined();
    }
  });

  it('rewrites every language prefix to its own shell with a one-segment placeholder, never forced', () => {
    expect(buyNowRewrites(['', '/ar', '/fr'])).toEqual([
      { from: '/products/:id/buy', to: `${BUY_NOW_SHELL_PATH}/`, status: 200 },
      { from: '/ar/products/:id/buy', to: `/ar${BUY_NOW_SHELL_PATH}/`, status: 200 },
      { from: '/fr/products/:id/buy', to: `/fr${BUY_NOW_SHELL_PATH}/`, status: 200 },
    ]);
  });

  it("the shell's inline script downloads the same file the island would, and only on a product's Buy Now address", () => {
    const run = (pathname: string) => {
      const asked: string[] = [];
      const window: { __buyNowData?: unknown } = {};
      const fetch = (url: string) => {
        asked.push(url);
        return Promise.resolve({ url });
      };
      new Function('location', 'fetch', 'window', EARLY_FETCH_SCRIPT)({ pathname }, fetch, window);
      return { asked, started: window.__buyNowData !== undefined };
    };
    expect(run('/ar/products/crew-socks-3-pack/buy')).toEqual({ asked: [buyNowDataPath('crew-socks-3-pack')], started: true });
    expect(run('/products/essential-heavyweight-tee/buy/')).toEqual({
      asked: ['/products/essential-heavyweight-tee/buy-data.json'],
      started: true,
    });
    expect(run('/buy')).toEqual({ asked: [], started: false });
    expect(run('/products/../buy')).toEqual({ asked: [], started: false });
  });
});
