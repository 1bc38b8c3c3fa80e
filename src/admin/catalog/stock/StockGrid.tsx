// The product's size × colour grid with each cell's live stock. Changes are deltas applied by the
// server at once (no publish), so units sold during a drop are never overwritten by the owner's count.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminLink } from '../../core/AdminLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import type { AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD, type LiveVariant } from '../../../domain/admin-catalog/stock.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { lowStockQuery } from '../low-stock/low-stock-query.ts';
import { editorPath } from '../catalog-paths.ts';
import { catalogMessages } from '../messages/index.ts';
import { StockCell } from './StockCell.tsx';
import { stockGridOf, variantLabel } from './stock-grid.ts';

type Props = { product: AdminProduct; onProductChanged: (product: AdminProduct) => void };

export default function StockGrid({ product, onProductChanged }: Props) {
  const { t } = useTranslator(catalogMessages);
  // The owner's threshold marks the low cells; until it is known (or when it cannot be read), the default.
  const threshold = useQuery(lowStockQuery).data?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const [refreshing, setRefreshing] = useState(false);

  const grid = stockGridOf(product.sizes, product.colors, product.variants);
  const onLive = (live: LiveVariant[]) => {
    const byId = new Map(live.map((v) => [v.id, v.stock]));
    onProductChanged({ ...product, variants: product.variants.map((v) => (byId.has(v.id) ? { ...v, stock: byId.get(v.id)! } : v)) });
  };
  async function refresh() {
    setRefreshing(true);
    try {
      const latest = await catalogApi.get(product.id);
      onProductChanged({ ...product, variants: latest.variants });
    } finally {
      setRefreshing(false);
    }
  }
  const noOptions = product.sizes.length === 0 && product.colors.length === 0;

  return (
    <Card title={t('stockTitle')} intro={t('stockIntro')}>
      <div className="flex flex-col gap-4" data-stock-grid>
        <p className="text-sm text-muted">{noOptions ? t('stockOnly') : t('stockHint')}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <AdminLink
            to={editorPath(product.id)}
            className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
          >
            {t('editOptions')}
          </AdminLink>
          <Button kind="secondary" className="min-h-11 text-sm" disabled={refreshing} onClick={() => void refresh()}>
            {t('refresh')}
          </Button>
        </div>
        {grid.sizes.map((size, index) => (
          <section key={size} className="flex flex-col gap-2" aria-labelledby={size ? `size-${index}` : undefined} data-size={size}>
            {size && (
              <h3 id={`size-${index}`} className="text-base font-bold">
                <bdi>{size}</bdi>
              </h3>
            )}
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {grid.colors.map((color) => {
                const variant = grid.cell(size, color);
                if (!variant) return null;
                return (
                  <StockCell
                    key={variant.id}
                    variant={variant}
                    label={variantLabel(variant, product.name)}
                    heading={color || size || product.name}
                    threshold={threshold}
                    onLive={onLive}
                  />
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </Card>
  );
}
