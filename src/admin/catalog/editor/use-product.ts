// The product the editor shows: read once when the screen opens, replaced by every answer that
// returns it (a save, a publish, an upload), so the next call carries the newest updatedAt.
import { useEffect, useState } from 'react';
import { AdminApiError } from '../../shell/admin-api.ts';
import type { AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import { catalogApi } from '../api/catalog-api.ts';

export type ProductLoad =
  { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'loaded'; product: AdminProduct };

export function useProduct(id: string | null) {
  const [load, setLoad] = useState<ProductLoad>(id === null ? { state: 'loading' } : { state: 'loading' });
  const [categories, setCategories] = useState<string[]>([]);

  async function read(): Promise<AdminProduct | null> {
    if (id === null) return null;
    try {
      const product = await catalogApi.get(id);
      setLoad({ state: 'loaded', product });
      return product;
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) setLoad({ state: 'missing' });
      else setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  useEffect(() => {
    void read();
    // The category picker's choices: every category in use (the list answer carries them).
    catalogApi.list({ q: '', category: '', status: 'archived', stock: '' }).then(
      (answer) => setCategories(answer.categories),
      () => setCategories([]),
    );
  }, [id]);

  const replace = (product: AdminProduct) => setLoad({ state: 'loaded', product });
  return { load, read, replace, categories, setCategories };
}
