// A product's quick publish switch: a real checkbox (role switch) named after the product, 44 px tall.
import { SwitchInput } from './SwitchInput.tsx';

type Props = { id: string; label: string; name: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };

export function PublishSwitch({ id, label, name, checked, onChange, disabled }: Props) {
  return (
    <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md pe-2 text-sm font-semibold">
      <SwitchInput id={id} ariaLabel={name} tone="live" checked={checked} disabled={disabled} onChange={onChange} />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
