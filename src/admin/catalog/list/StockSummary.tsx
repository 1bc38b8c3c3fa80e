// "12 units · 2 low · 1 sold out": a product's stock at a glance, coloured by its state.
import type { ProductSummary } from '../../../domain/admin-catalog/product-list.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { catalogMessages } from '../messages/index.ts';

const TONE = { in: 'text-emerald-800', low: 'text-amber-800', out: 'text-accent' } as const;

export function StockSummary({ stock }: { stock: ProductSummary['stock'] }) {
  const { t } = useTranslator(catalogMessages);
  const parts = [t('unitsLine', { units: stock.units })];
  if (stock.out > 0) parts.push(t('soldOutLine', { n: stock.out }));
  if (stock.low - stock.out > 0) parts.push(t('lowLine', { n: stock.low - stock.out }));
  return (
    <p className={`text-sm font-medium ${TONE[stock.state]}`} data-stock-state={stock.state} data-units={stock.units}>
      {parts.join(' · ')}
    </p>
  );
}
