// The product list: every product (drafts too) in the owner's order, searchable and filtered, with
// a publish switch and order buttons per product. Archived products show only when asked for.
import { useState, type DragEvent } from 'react';
import { AdminLink } from '../../core/AdminLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Loading } from '../../core/Loading.tsx';
import { Card, Page } from '../../ui/Page.tsx';
import { NO_FILTERS } from '../api/catalog-api.ts';
import { newProductPath } from '../catalog-paths.ts';
import { useFlash } from '../flash.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';
import { useCurrency } from '../use-currency.ts';
import { ListFilters } from './ListFilters.tsx';
import { ProductRow } from './ProductRow.tsx';
import { useProductList } from './use-product-list.ts';

export default function ProductListScreen() {
  const { t, locale } = useTranslator(catalogMessages);
  const currency = useCurrency();
  const { filters, setFilters, filtered, list, loadError, actionError, orderSaved, load, move, drop, setPublished } = useProductList();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const notice = useFlash(); // "Product deleted." after the editor's delete

  const products = list?.products ?? [];
  const canReorder = !filtered && products.length > 1;
  const dragHandlers = (index: number) => ({
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(index));
      setDragFrom(index);
    },
    onDragOver: (e: DragEvent) => {
      if (dragFrom === null) return;
      e.preventDefault();
      setDragOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragFrom !== null && dragFrom !== index) void drop(dragFrom, index);
      setDragFrom(null);
      setDragOver(null);
    },
    onDragEnd: () => {
      setDragFrom(null);
      setDragOver(null);
    },
    over: dragOver === index && dragFrom !== index,
  });

  return (
    <Page title={t('productsTitle')} intro={t('productsIntro')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AdminLink
          to={newProductPath}
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-ink px-5 text-base font-semibold text-paper hover:bg-ink/85"
          data-new-product
        >
          {t('newProduct')}
        </AdminLink>
      </div>
      <Card>
        <ListFilters filters={filters} categories={list?.categories ?? []} onChange={setFilters} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <p aria-live="polite" data-shown-count>
            {list ? t('productCount', { n: products.length }) : ''}
          </p>
          {filtered && (
            <Button kind="quiet" className="min-h-11 px-0 text-sm" onClick={() => setFilters(NO_FILTERS)}>
              {t('clearFilters')}
            </Button>
          )}
        </div>
      </Card>
      {loadError !== null && (
        <RetryNotice retryLabel={t('retry')} onRetry={() => void load()}>
          {t('loadFailed', { message: loadError instanceof Error ? loadError.message : String(loadError) })}
        </RetryNotice>
      )}
      {notice && <Notice tone={notice.tone === 'info' ? 'info' : 'success'}>{t(notice.key)}</Notice>}
      {actionError !== null && <Notice tone="error">{problemText(actionError, t, locale)}</Notice>}
      {orderSaved && actionError === null && <Notice tone="success">{t('orderSaved')}</Notice>}
      {!list && loadError === null && <Loading />}
      {list && products.length === 0 && (
        <Card>
          <p className="text-muted">{filtered ? t('noMatch') : t('noProducts')}</p>
        </Card>
      )}
      {filtered && products.length > 1 && <p className="text-sm text-muted">{t('reorderHint')}</p>}
      <ol className="flex flex-col gap-3" data-product-list>
        {products.map((product, index) => (
          <ProductRow
            key={product.id}
            product={product}
            currency={currency}
            first={index === 0}
            last={index === products.length - 1}
            canReorder={canReorder && !product.archived}
            onMove={(direction) => void move(product.id, direction)}
            onPublish={(published) => void setPublished(product, published)}
            drag={dragHandlers(index)}
          />
        ))}
      </ol>
    </Page>
  );
}
