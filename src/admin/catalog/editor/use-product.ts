// The product the editor shows: read when the screen opens, replaced by every answer that returns it
// (a save, a publish, an upload), so the next call carries the newest updatedAt. The answer is the
// query's (../../shell/query-client.ts): an answer for another product never lands here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminApiError } from '../../core/admin-api.ts';
import type { AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import { catalogApi } from '../api/catalog-api.ts';

export type ProductLoad =
  { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'loaded'; product: AdminProduct };

const productKey = (id: string | null) => ['products', 'one', id] as const;
const CATEGORIES = ['products', 'categories'] as const;

function loadOf(read: { data: AdminProduct | undefined; error: Error | null }): ProductLoad {
  const { data, error } = read;
  if (error instanceof AdminApiError && error.status === 404) return { state: 'missing' };
  if (error) return { state: 'failed', message: error.message };
  return data ? { state: 'loaded', product: data } : { state: 'loading' };
}

export function useProduct(id: string | null) {
  const queryClient = useQueryClient();
  const product = useQuery({ queryKey: productKey(id), queryFn: () => catalogApi.get(id!), enabled: id !== null });
  // The category picker's choices: every category in use (the list answer carries them).
  const categories = useQuery({
    queryKey: CATEGORIES,
    queryFn: async () => (await catalogApi.list({ q: '', category: '', status: 'archived', stock: '' })).categories,
  });

  /** Reads the product again; answers it, or null when it could not be read (the screen says why). */
  async function read(): Promise<AdminProduct | null> {
    if (id === null) return null;
    const again = await product.refetch();
    return again.error ? null : (again.data ?? null);
  }

  return {
    load: loadOf(product),
    read,
    /** A draft's id may follow its name: the answer is kept under its new id too, which the screen opens next. */
    replace: (saved: AdminProduct) => {
      queryClient.setQueryData(productKey(id), saved);
      queryClient.setQueryData(productKey(saved.id), saved);
    },
    categories: categories.data ?? [],
    setCategories: (list: string[]) => queryClient.setQueryData(CATEGORIES, list),
  };
}
