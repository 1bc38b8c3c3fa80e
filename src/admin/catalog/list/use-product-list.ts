// The product list's state: the filters (search typed, read after a pause), the answer, and the
// list's own actions (a step in the order, a drop, a publish switch), shown at once and then
// replaced by what the server answered. The answer is one query per set of filters
// (../../shell/query-client.ts): a later filter's answer always wins over a slower earlier one.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductList, ProductSummary } from '../../../domain/admin-catalog/product-list.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { catalogApi, NO_FILTERS, type ListFilters } from '../api/catalog-api.ts';
import { inOrder, moved, stepped } from './reorder.ts';

const SEARCH_PAUSE_MS = 250;

export function useProductList() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  // The filters the list is asked for: what is typed in the search box, once the typing pauses.
  const [asked, setAsked] = useState<ListFilters>(NO_FILTERS);
  const [actionError, setActionError] = useState<unknown>(null);
  const [orderSaved, setOrderSaved] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(filters), filters.q ? SEARCH_PAUSE_MS : 0);
    return () => clearTimeout(timer);
  }, [filters]);

  const key = ['products', 'list', asked] as const;
  const queryClient = useQueryClient();
  const read = useQuery({ queryKey: key, queryFn: () => catalogApi.list(asked), placeholderData: keepPreviousData });
  const list = read.data ?? null;
  const setList = (update: (current: ProductList) => ProductList) =>
    queryClient.setQueryData<ProductList>(key, (current) => current && update(current));
  const load = async (): Promise<void> => void (await read.refetch());

  const filtered = filters.q.trim() !== '' || filters.category !== '' || filters.status !== '' || filters.stock !== '';

  function showOrder(ids: string[]) {
    setList((current) => ({ ...current, products: inOrder(current.products, ids) }));
  }

  async function saveOrder(request: () => Promise<{ ids: string[] }>, optimistic: string[]) {
    showOrder(optimistic);
    setActionError(null);
    try {
      showOrder((await request()).ids);
      setOrderSaved(true);
      showChangesPending();
    } catch (error) {
      setActionError(error);
      await load();
    }
  }

  const ids = () => (list?.products ?? []).map((p) => p.id);
  const move = (id: string, direction: 'up' | 'down') => saveOrder(() => catalogApi.move(id, direction), stepped(ids(), id, direction));
  const drop = (from: number, to: number) => {
    const next = moved(ids(), from, to);
    return saveOrder(() => catalogApi.reorder(next), next);
  };

  async function setPublished(product: ProductSummary, published: boolean) {
    setActionError(null);
    const update = (changes: Partial<ProductSummary>) =>
      setList((current) => ({ ...current, products: current.products.map((p) => (p.id === product.id ? { ...p, ...changes } : p)) }));
    update({ published });
    try {
      const saved = await catalogApi.publish(product.id, published, product.updatedAt);
      update({ published: saved.published, archived: saved.archived, updatedAt: saved.updatedAt, id: saved.id });
      showChangesPending(published || product.published); // a draft left a draft changes nothing in the shop
    } catch (error) {
      setActionError(error);
      await load();
    }
  }

  return { filters, setFilters, filtered, list, loadError: read.error, actionError, orderSaved, load, move, drop, setPublished };
}
