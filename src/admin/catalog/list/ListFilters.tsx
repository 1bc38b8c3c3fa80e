// The list's search box and its three filters (category, status, stock). On a phone the search
// takes the whole line and the filters share two lines; on a desktop they sit in one row.
import { inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { STOCK_STATES } from '../../../domain/admin-catalog/stock.ts';
import type { ListFilters as Filters } from '../api/catalog-api.ts';
import { catalogMessages } from '../messages/index.ts';

const STATUS_LABEL = { published: 'published', draft: 'draft', archived: 'archived' } as const;
const STOCK_LABEL = { in: 'inStock', low: 'lowStock', out: 'soldOut' } as const;
const selectClass = `${inputClass} pe-8`;

type Props = { filters: Filters; categories: string[]; onChange: (filters: Filters) => void };

export function ListFilters({ filters, categories, onChange }: Props) {
  const { t } = useTranslator(catalogMessages);
  const set = <K extends keyof Filters>(field: K, value: Filters[K]) => onChange({ ...filters, [field]: value });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_repeat(3,minmax(10rem,auto))]" role="search" data-list-filters>
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor="product-search" className="text-sm font-semibold">
          {t('searchByName')}
        </label>
        <input
          id="product-search"
          type="search"
          dir="auto"
          value={filters.q}
          onChange={(e) => set('q', e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor="filter-category" className="text-sm font-semibold">
          {t('category')}
        </label>
        <select id="filter-category" value={filters.category} onChange={(e) => set('category', e.target.value)} className={selectClass}>
          <option value="">{t('allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor="filter-status" className="text-sm font-semibold">
          {t('status')}
        </label>
        <select
          id="filter-status"
          value={filters.status}
          onChange={(e) => set('status', e.target.value as Filters['status'])}
          className={selectClass}
        >
          <option value="">{t('anyStatus')}</option>
          {(Object.keys(STATUS_LABEL) as (keyof typeof STATUS_LABEL)[]).map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABEL[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor="filter-stock" className="text-sm font-semibold">
          {t('stock')}
        </label>
        <select
          id="filter-stock"
          value={filters.stock}
          onChange={(e) => set('stock', e.target.value as Filters['stock'])}
          className={selectClass}
        >
          <option value="">{t('anyStock')}</option>
          {STOCK_STATES.map((s) => (
            <option key={s} value={s}>
              {t(STOCK_LABEL[s])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
