// The search page's category filter, sort and inclusive price range.
import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  parsePriceBound,
  SORTS,
  type CategoryChoice,
  type ResultsView,
  type Sort,
} from '../../domain/search/results-view.ts';
import type { SearchTexts } from './messages.ts';

const SORT_TEXT: Record<Sort, keyof SearchTexts> = {
  featured: 'sortFeatured',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  'name-asc': 'sortNameAsc',
  'name-desc': 'sortNameDesc',
};

type Props = {
  view: ResultsView;
  categories: CategoryChoice[];
  texts: SearchTexts;
  currencyLabel: string;
  onChange: (view: ResultsView) => void;
};

export function SearchControls({ view, categories, texts, currencyLabel, onChange }: Props) {
  // One filter bar per page. Not useId: the build renders islands with renderToString (no identifierPrefix), so
  // a generated id would differ from the one the browser's hydration makes.
  const id = 'search-filter';
  const field = 'flex flex-col gap-1 text-xs font-semibold uppercase tracking-widest';
  const control = 'border border-line bg-paper px-3 py-2 text-sm font-normal normal-case tracking-normal';
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <label className={field} htmlFor={`${id}-category`}>
        {texts.category}
        <select
          id={`${id}-category`}
          className={control}
          value={view.category}
          onChange={(e) => onChange({ ...view, category: e.target.value })}
        >
          <option value="">{texts.allCategories}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className={field} htmlFor={`${id}-sort`}>
        {texts.sortBy}
        <select
          id={`${id}-sort`}
          className={control}
          value={view.sort}
          onChange={(e) => onChange({ ...view, sort: e.target.value as Sort })}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {texts[SORT_TEXT[s]]}
            </option>
          ))}
        </select>
      </label>
      <label className={field} htmlFor={`${id}-min`}>
        {texts.minPrice} ({currencyLabel})
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min="0"
          step="100"
          className={`${control} sm:w-32`}
          defaultValue={view.minPrice}
          onChange={(e) => onChange({ ...view, minPrice: parsePriceBound(e.target.value, DEFAULT_MIN_PRICE) })}
        />
      </label>
      <label className={field} htmlFor={`${id}-max`}>
        {texts.maxPrice} ({currencyLabel})
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min="0"
          step="100"
          className={`${control} sm:w-32`}
          defaultValue={view.maxPrice}
          onChange={(e) => onChange({ ...view, maxPrice: parsePriceBound(e.target.value, DEFAULT_MAX_PRICE) })}
        />
      </label>
    </div>
  );
}
