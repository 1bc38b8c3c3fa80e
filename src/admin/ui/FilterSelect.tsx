// One filter of a list: a labelled select whose first choice is "any" (the empty value), as the
// product list (category, status, stock) and the orders list (wilaya, form) filter.
import { inputClass } from './Field.tsx';

type Props<V extends string> = {
  id: string;
  label: string;
  /** The first choice, which filters nothing. */
  anyLabel: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  className?: string;
};

export function FilterSelect<V extends string>({ id, label, anyLabel, value, options, onChange, className = '' }: Props<V>) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')} className={`${inputClass} pe-8`}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
