// The on/off control both switches draw (a setting's Toggle, a product's PublishSwitch): a real
// checkbox with role switch (keyboard and screen readers know it), hidden, and the track it drives.
// The tone is the colour of "on": ink for a setting, green for a product that is live.
type Props = {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  /** The form name (a setting's switch). */
  name?: string | undefined;
  /** The name read out when no visible text names it (a product's switch). */
  ariaLabel?: string | undefined;
  tone?: 'ink' | 'live';
};

const TONE = {
  ink: 'peer-checked:bg-ink',
  live: 'peer-checked:bg-emerald-700 peer-disabled:opacity-50',
};

export function SwitchInput({ id, checked, onChange, disabled, name, ariaLabel, tone = 'ink' }: Props) {
  return (
    <>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        aria-label={ariaLabel}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 shrink-0 rounded-full bg-line transition-colors ${TONE[tone]} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink after:absolute after:top-1 after:start-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5`}
      />
    </>
  );
}
