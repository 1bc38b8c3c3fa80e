import { describe, expect, it } from 'vitest';
import { screenOfPath } from '../core/admin-paths.ts';
import { catalogScreenOf, editorPath, newProductPath } from './catalog-paths.ts';

const screenAt = (path: string) => {
  const screen = screenOfPath(path);
  return screen.kind === 'area' && screen.area === 'catalog' ? catalogScreenOf(screen.parts) : screen;
};

describe('catalog paths', () => {
  it('maps the list, a new product, each editor tab, low stock and import/export', () => {
    expect(screenAt('/gatekeeper-x9f2/products')).toEqual({ kind: 'list' });
    expect(screenAt('/gatekeeper-x9f2/products/')).toEqual({ kind: 'list' });
    expect(screenAt(newProductPath)).toEqual({ kind: 'new' });
    expect(screenAt('/gatekeeper-x9f2/products/linen-shirt')).toEqual({ kind: 'editor', id: 'linen-shirt', tab: 'details' });
    expect(screenAt('/gatekeeper-x9f2/low-stock')).toEqual({ kind: 'low-stock' });
    expect(screenAt('/gatekeeper-x9f2/import-export')).toEqual({ kind: 'import-export' });
    for (const tab of ['details', 'stock', 'images'] as const) {
      expect(screenAt(editorPath('linen-shirt', tab))).toEqual({ kind: 'editor', id: 'linen-shirt', tab });
    }
  });

  it('answers not-found for unknown tabs, ids that are not slugs and deeper paths', () => {
    expect(screenAt('/gatekeeper-x9f2/products/linen-shirt/prices').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/products/Linen Shirt').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/products/a/stock/x').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/low-stock/x').kind).toBe('not-found');
    expect(screenAt('/gatekeeper-x9f2/products/new/stock').kind).toBe('not-found');
  });

  it('leaves the settings screens alone', () => {
    expect(screenOfPath('/gatekeeper-x9f2/settings/shipping')).toEqual({ kind: 'area', area: 'settings', parts: ['settings', 'shipping'] });
  });
});
