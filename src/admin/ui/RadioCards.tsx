// One choice out of a few, each a 48 px card with a real radio in it (the carrier of an export, what a
// backup holds): the whole card is the target, the chosen one has a dark border.
type Props<V extends string> = {
  legend: string;
  /** the radios' group name */
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
};

export function RadioCards<V extends string>({ legend, name, value, options, onChange }: Props<V>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-line bg-white px-3 has-[:checked]:border-ink"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-5 accent-ink"
          />
          <span className="font-semibold">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
