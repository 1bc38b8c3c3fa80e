// The search box (order number, phone or name) and, folded under it, the wilaya, date and form filters.
import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_FLOWS } from '../../../domain/orders/limits.ts';
import { inputClass, TextField } from '../../ui/Field.tsx';
import { Button } from '../../ui/Button.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';
import { useOrdersText } from '../use-orders-text.ts';
import { useWilayas, wilayaLabel } from '../use-wilayas.ts';
import { activeFilterCount, NO_FILTERS, type ListFilters } from './list-filters.ts';

type Props = { filters: ListFilters; onChange: (change: Partial<ListFilters>) => void };

const SEARCH_DELAY_MS = 400;
/** The two ends of the date filter, each its own field; 'to' says so when it comes before 'from'. */
const DATE_ENDS = [
  { end: 'from', label: 'dateFrom' },
  { end: 'to', label: 'dateTo' },
] as const;

export function ListFilterBar({ filters, onChange }: Props) {
  const { t, locale } = useOrdersText();
  const wilayas = useWilayas();
  const [q, setQ] = useState(filters.q);
  // The search goes out once the owner stops typing (or at once with Enter).
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  const active = activeFilterCount(filters);
  const reversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  return (
    <div className="flex flex-col gap-2">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="order-search" className="sr-only">
          {t('search')}
        </label>
        <input
          id="order-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('searchPlaceholder')}
          className={inputClass}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" kind="secondary" className="px-4">
          {t('search')}
        </Button>
      </form>
      <details className="rounded-lg border border-line bg-white" open={active > 0 ? true : undefined}>
        <summary className="flex min-h-12 cursor-pointer items-center px-4 text-base font-semibold">
          {t('filters')}
          {active > 0 && <span className="ms-2 rounded-full bg-ink px-2 text-sm text-paper">{active}</span>}
        </summary>
        <div className="grid gap-3 border-t border-line p-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id="filter-wilaya"
            label={t('wilaya')}
            anyLabel={t('allWilayas')}
            value={filters.wilaya}
            options={wilayas.map((w) => ({ value: w.code, label: wilayaLabel(w, locale) }))}
            onChange={(wilaya) => onChange({ wilaya })}
          />
          <FilterSelect
            id="filter-flow"
            label={t('flow')}
            anyLabel={t('allFlows')}
            value={filters.flow}
            options={ORDER_FLOWS.map((flow) => ({ value: flow, label: t(`flow.${flow}`) }))}
            onChange={(flow) => onChange({ flow })}
          />
          {DATE_ENDS.map(({ end, label }) => (
            <TextField
              key={end}
              id={`filter-${end}`}
              label={t(label)}
              type="date"
              dir="ltr"
              value={filters[end]}
              onChange={(e) => onChange({ [end]: e.target.value })}
              error={end === 'to' && reversed ? t('datesReversed') : undefined}
            />
          ))}
          {active > 0 && (
            <Button
              kind="quiet"
              className="justify-start px-0 sm:col-span-2 lg:col-span-4"
              onClick={() => onChange({ wilaya: NO_FILTERS.wilaya, flow: NO_FILTERS.flow, from: '', to: '' })}
            >
              {t('clearFilters')}
            </Button>
          )}
        </div>
      </details>
    </div>
  );
}
