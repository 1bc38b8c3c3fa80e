// A product's quick publish switch: a real checkbox (role switch) named after the product, 44 px tall.
type Props = { id: string; label: string; name: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };

export function PublishSwitch({ id, label, name, checked, onChange, disabled }: Props) {
  return (
    <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md pe-2 text-sm font-semibold">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-label={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-7 w-12 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-emerald-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink peer-disabled:opacity-50 after:absolute after:top-1 after:start-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
      />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
