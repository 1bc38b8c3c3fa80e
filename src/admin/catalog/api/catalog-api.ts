// Every catalog call the screens make, typed by the contract's schemas (src/domain/admin-catalog).
import { adminCall } from '../../core/admin-api.ts';
import type { AdminImage, AdminProduct, ProductFields } from '../../../domain/admin-catalog/product-form.ts';
import type { ProductList } from '../../../domain/admin-catalog/product-list.ts';
import type { LiveVariant, LowStockView, StockState } from '../../../domain/admin-catalog/stock.ts';
import type { ImportReport } from '../../../domain/admin-catalog/csv-columns.ts';
import type { AdminCategory } from '../../../domain/admin-catalog/translations.ts';
import type { CategoryLabels } from '../../../domain/catalog/product-texts.ts';
import { rawCall, uploadForm } from './raw-calls.ts';

export type ListFilters = { q: string; category: string; status: '' | 'published' | 'draft' | 'archived'; stock: '' | StockState };
export const NO_FILTERS: ListFilters = { q: '', category: '', status: '', stock: '' };

/** The list's filters as the function's query string (published/draft leave archived out; archived lists only those). */
export function listQuery(filters: ListFilters): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.category) query.set('category', filters.category);
  if (filters.status === 'published') query.set('published', 'true');
  if (filters.status === 'draft') query.set('published', 'false');
  if (filters.status === 'archived') query.set('archived', 'true');
  if (filters.stock) query.set('stock', filters.stock);
  const text = query.toString();
  return text ? `products?${text}` : 'products';
}

const productPath = (id: string) => `products/${encodeURIComponent(id)}`;
type One = { product: AdminProduct };

export const catalogApi = {
  list: (filters: ListFilters) => adminCall<ProductList>(listQuery(filters)),
  move: (id: string, direction: 'up' | 'down') =>
    adminCall<{ ids: string[] }>('product-order', { method: 'POST', body: { id, direction } }),
  reorder: (ids: string[]) => adminCall<{ ids: string[] }>('product-order', { method: 'POST', body: { ids } }),
  get: (id: string) => adminCall<One>(productPath(id)).then((a) => a.product),
  create: (fields: ProductFields) => adminCall<One>('products', { method: 'POST', body: fields }).then((a) => a.product),
  save: (id: string, fields: ProductFields, updatedAt: string, confirmStockRemoval = false) =>
    adminCall<One>(productPath(id), {
      method: 'PUT',
      body: { ...fields, updatedAt, ...(confirmStockRemoval ? { confirmStockRemoval } : {}) },
    }).then((a) => a.product),
  publish: (id: string, published: boolean, updatedAt: string) =>
    adminCall<One>(`${productPath(id)}/publish`, { method: 'POST', body: { published, updatedAt } }).then((a) => a.product),
  duplicate: (id: string) => adminCall<One>(`${productPath(id)}/duplicate`, { method: 'POST' }).then((a) => a.product),
  remove: (id: string) => adminCall<{ result: 'deleted' | 'archived'; product?: AdminProduct }>(productPath(id), { method: 'DELETE' }),
  renameCategory: (from: string, to: string) =>
    adminCall<{ renamed: number; categories: string[] }>('categories/rename', { method: 'POST', body: { from, to } }),
  categories: () => adminCall<{ categories: AdminCategory[] }>('categories').then((a) => a.categories),
  setCategoryLabels: (name: string, labels: CategoryLabels) =>
    adminCall<{ category: AdminCategory }>('categories/labels', { method: 'PUT', body: { name, labels } }).then((a) => a.category),
  changeStock: (changes: { variantId: number; delta: number }[]) =>
    adminCall<{ variants: LiveVariant[] }>('stock', { method: 'POST', body: { changes } }).then((a) => a.variants),
  lowStock: () => adminCall<LowStockView>('stock/low'),
  setThreshold: (threshold: number) => adminCall<{ threshold: number }>('stock/threshold', { method: 'PUT', body: { threshold } }),
  uploadImage: (id: string, file: File, onProgress: (share: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return uploadForm<One>(`${productPath(id)}/images`, form, onProgress).then((a) => a.product);
  },
  saveImages: (id: string, images: AdminImage[], updatedAt: string) =>
    adminCall<One>(`${productPath(id)}/images`, { method: 'PUT', body: { images, updatedAt } }).then((a) => a.product),
  exportCsv: () => rawCall('catalog/export', { headers: { accept: 'text/csv' } }),
  importCsv: async (csv: string, dryRun: boolean) =>
    (
      await rawCall(`catalog/import?dryRun=${dryRun}`, {
        method: 'POST',
        body: csv,
        headers: { 'content-type': 'text/csv', accept: 'application/json' },
      })
    ).json() as Promise<ImportReport>,
};
