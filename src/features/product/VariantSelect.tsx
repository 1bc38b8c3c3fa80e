// One chooser (Color or Size): a native select, so phones show their own picker and screen readers
// announce "(Out of Stock)" with the option that is disabled.
import type { ChooserOption } from '../../domain/catalog/variant-availability.ts';

type Props = {
  id: string;
  label: string;
  options: ChooserOption[];
  value: string;
  onChange: (value: string) => void;
  outOfStockLabel: (name: string) => string;
  /** The product page's small capitals by default; a form passes its own field-label style. */
  labelClassName?: string;
};

export default function VariantSelect({
  id,
  label,
  options,
  value,
  onChange,
  outOfStockLabel,
  labelClassName = 'text-xs font-semibold uppercase tracking-widest rtl:tracking-normal',
}: Props) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="h-11 w-full border border-ink/30 bg-paper px-3 text-sm hover:border-ink"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.disabled ? outOfStockLabel(o.value) : o.value}
          </option>
        ))}
      </select>
    </div>
  );
}
