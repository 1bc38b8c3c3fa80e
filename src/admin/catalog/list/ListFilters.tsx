// The list's search box and its three filters (category, status, stock). On a phone the search
// takes the whole line and the filters share two lines; on a desktop they sit in one row.
import { inputClass } from '../../ui/Field.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { STOCK_STATES } from '../../../domain/admin-catalog/stock.ts';
import type { ListFilters as Filters } from '../api/catalog-api.ts';
import { catalogMessages } from '../messages/index.ts';

const STATUS_LABEL = { published: 'published', draft: 'draft', archived: 'archived' } as const;
const STOCK_LABEL = { in: 'inStock', low: 'lowStock', out: 'soldOut' } as const;

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
      <FilterSelect
        id="filter-category"
        className="col-span-2 lg:col-span-1"
        label={t('category')}
        anyLabel={t('allCategories')}
        value={filters.category}
        options={categories.map((category) => ({ value: category, label: category }))}
        onChange={(category) => set('category', category)}
      />
      <FilterSelect
        id="filter-status"
        label={t('status')}
        anyLabel={t('anyStatus')}
        value={filters.status}
        options={(Object.keys(STATUS_LABEL) as (keyof typeof STATUS_LABEL)[]).map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }))}
        onChange={(status) => set('status', status)}
      />
      <FilterSelect
        id="filter-stock"
        label={t('stock')}
        anyLabel={t('anyStock')}
        value={filters.stock}
        options={STOCK_STATES.map((s) => ({ value: s, label: t(STOCK_LABEL[s]) }))}
        onChange={(stock) => set('stock', stock)}
      />
    </div>
  );
}
