// One size × colour: its live stock, a box for a number of units, Add and Take away. The change is
// sent as a delta (the server adds it in SQL), and the cell shows the number the server answers.
import { useState } from 'react';
import { AdminApiError } from '../../core/admin-api.ts';
import { useTranslator } from '../../core/use-translator.ts';
import type { AdminVariant } from '../../../domain/admin-catalog/product-form.ts';
import type { LiveVariant, StockShortfall } from '../../../domain/admin-catalog/stock.ts';
import { catalogApi } from '../api/catalog-api.ts';
import { catalogMessages } from '../messages/index.ts';
import { problemText } from '../problem-text.ts';
import { parseAmount } from './stock-grid.ts';

type Props = { variant: AdminVariant; label: string; heading: string; threshold: number; onLive: (variants: LiveVariant[]) => void };

export function StockCell({ variant, label, heading, threshold, onLive }: Props) {
  const { t, locale } = useTranslator(catalogMessages);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const amount = parseAmount(typed);
  const id = `units-${variant.id}`;

  async function change(sign: 1 | -1) {
    if (amount === null || busy) return;
    setBusy(true);
    setSaid(null);
    try {
      const live = await catalogApi.changeStock([{ variantId: variant.id, delta: sign * amount }]);
      onLive(live);
      setTyped('');
      const now = live.find((v) => v.id === variant.id)?.stock ?? variant.stock;
      setSaid({ tone: 'ok', text: t('stockChanged', { variant: label, n: now }) });
    } catch (e) {
      const shortfall =
        e instanceof AdminApiError && e.code === 'stock_below_zero' && Array.isArray(e.details)
          ? (e.details as StockShortfall[]).find((s) => s.variantId === variant.id)
          : undefined;
      if (shortfall) {
        onLive([{ id: variant.id, productId: '', size: variant.size, color: variant.color, stock: shortfall.stock }]);
        setSaid({ tone: 'error', text: t('notEnough', { n: shortfall.stock }) });
      } else setSaid({ tone: 'error', text: problemText(e, t, locale) });
    } finally {
      setBusy(false);
    }
  }

  const tone = variant.stock === 0 ? 'text-accent' : variant.stock <= threshold ? 'text-amber-800' : 'text-ink';
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-line bg-white p-3"
      data-variant={`${variant.size}/${variant.color}`}
      data-variant-id={variant.id}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate font-semibold" dir="auto">
          {heading}
        </p>
        <p className={`shrink-0 text-sm ${tone}`}>
          <span className="sr-only">{t('stockOf', { variant: label })}: </span>
          <bdi dir="ltr" className="text-2xl font-bold tabular-nums" data-stock>
            {variant.stock}
          </bdi>
          {variant.stock === 0 ? (
            <span className="ms-1.5 text-xs font-semibold">{t('soldOut')}</span>
          ) : variant.stock <= threshold ? (
            <span className="ms-1.5 text-xs font-semibold">{t('lowStock')}</span>
          ) : null}
        </p>
      </div>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('amountFor', { variant: label })}
        </label>
        <input
          id={id}
          inputMode="numeric"
          dir="ltr"
          placeholder="1"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={amount === null ? true : undefined}
          className="min-h-11 w-16 min-w-0 shrink-0 rounded-md border border-line bg-white px-2 text-center text-base tabular-nums focus:border-ink focus:outline-none aria-[invalid=true]:border-accent"
        />
        <button
          type="button"
          disabled={busy || amount === null || variant.stock === 0}
          onClick={() => void change(-1)}
          aria-label={t('takeFrom', { variant: label })}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-ink bg-white px-2 text-sm font-semibold disabled:opacity-40"
          data-take
        >
          <span aria-hidden="true">− </span>
          {t('takeUnits')}
        </button>
        <button
          type="button"
          disabled={busy || amount === null}
          onClick={() => void change(1)}
          aria-label={t('addTo', { variant: label })}
          className="min-h-11 min-w-0 flex-1 rounded-md bg-ink px-2 text-sm font-semibold text-paper disabled:opacity-40"
          data-add
        >
          <span aria-hidden="true">+ </span>
          {t('addUnits')}
        </button>
      </div>
      {amount === null && <p className="text-xs text-accent">{t('wholeAmount')}</p>}
      {said && (
        <p
          role={said.tone === 'error' ? 'alert' : 'status'}
          className={`text-xs font-medium ${said.tone === 'error' ? 'text-accent' : 'text-emerald-800'}`}
        >
          {said.text}
        </p>
      )}
    </div>
  );
}
