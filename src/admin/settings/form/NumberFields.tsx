// Whole numbers of a settings card side by side (three to a row on a wide screen), typed as text
// and sent as numbers by the section's toBody (asNumber): the shipping rule, the gate's limits.
import { TextField } from '../../ui/Field.tsx';
import type { SectionFields } from './settings-section.tsx';

type Props<F extends string> = Pick<SectionFields<Record<F, string>>, 'values' | 'setValue' | 'error'> & {
  fields: readonly F[];
  label: (field: F) => string;
};

export function NumberFields<F extends string>({ fields, label, values, setValue, error }: Props<F>) {
  return (
    <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
      {fields.map((field) => (
        <TextField
          key={field}
          id={field}
          label={label(field)}
          inputMode="numeric"
          dir="ltr"
          value={values[field] ?? ''}
          error={error(field)}
          onChange={(e) => setValue(field, e.target.value)}
        />
      ))}
    </div>
  );
}
