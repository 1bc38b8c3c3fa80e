// The catalog's screens and their paths under the admin: the list, a product's editor (its details,
// its stock grid, its images), the low-stock view and the CSV import/export.
import { ADMIN_BASE } from '../core/admin-paths.ts';

export const EDITOR_TABS = ['details', 'stock', 'images'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export type CatalogScreen =
  | { kind: 'list' }
  | { kind: 'new' }
  | { kind: 'editor'; id: string; tab: EditorTab }
  | { kind: 'low-stock' }
  | { kind: 'import-export' }
  | { kind: 'pairs' }
  | { kind: 'not-found' };

const isTab = (value: string | undefined): value is EditorTab => (EDITOR_TABS as readonly string[]).includes(value ?? '');
/** A product id is its URL slug: lower-case letters, digits and dashes (the products table's check). */
const isProductId = (value: string | undefined): value is string => /^[a-z0-9][a-z0-9-]{0,79}$/.test(value ?? '');

/** ['products', 'linen-shirt', 'stock'] → the linen shirt's stock grid; anything else unknown → not-found. */
export function catalogScreenOf(parts: readonly string[]): CatalogScreen {
  const [root, id, tab, ...rest] = parts;
  if (rest.length > 0) return { kind: 'not-found' };
  if (root === 'low-stock' && id === undefined) return { kind: 'low-stock' };
  if (root === 'import-export' && id === undefined) return { kind: 'import-export' };
  if (root === 'pairs' && id === undefined) return { kind: 'pairs' };
  if (root !== 'products') return { kind: 'not-found' };
  if (id === undefined) return { kind: 'list' };
  // 'new' is never a product id: the id is made from the name and 'new' is kept out (see the contract).
  if (id === 'new') return tab === undefined ? { kind: 'new' } : { kind: 'not-found' };
  if (!isProductId(id)) return { kind: 'not-found' };
  if (tab === undefined) return { kind: 'editor', id, tab: 'details' };
  return isTab(tab) ? { kind: 'editor', id, tab } : { kind: 'not-found' };
}

export const productsPath = `${ADMIN_BASE}/products`;
export const newProductPath = `${ADMIN_BASE}/products/new`;
export const lowStockPath = `${ADMIN_BASE}/low-stock`;
export const importExportPath = `${ADMIN_BASE}/import-export`;
export const pairsPath = `${ADMIN_BASE}/pairs`;

export function editorPath(id: string, tab: EditorTab = 'details'): string {
  return tab === 'details' ? `${productsPath}/${id}` : `${productsPath}/${id}/${tab}`;
}
