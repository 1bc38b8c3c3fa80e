// A new password typed twice: the first setup, one's own password and the site password ask for it
// the same way. The first field shows its error key in the owner's words (a length, or a password the
// server finds too easy to guess); the second, that the two differ (typedTwice in use-admin-form.ts).
import { TextField } from '../Field.tsx';
import type { FieldKeys } from './schema-errors.ts';
import { useFieldText } from './use-field-text.ts';

type TextHandler = (event: { target: { value: string } }) => void;

/** The part of a useAdminForm the fields use: the new password under `field`, its second typing under `confirm`. */
export type PasswordForm<F extends string> = {
  values: Record<F | 'confirm', string>;
  onText: (field: F | 'confirm') => TextHandler;
  errors: FieldKeys;
};

type Props<F extends string> = {
  form: PasswordForm<F>;
  field: F;
  /** The two inputs' ids (the browser suites find them by these). */
  ids: { password: string; confirm: string };
  /** The two labels, and what the second says when the two differ (in the form's own words). */
  labels: { password: string; confirm: string; differ: string };
  /** The password's least length, for the 'too short' sentence. */
  min: number;
};

export function NewPasswordFields<F extends string>({ form, field, ids, labels, min }: Props<F>) {
  const error = useFieldText(form.errors, { min });
  return (
    <>
      <TextField
        id={ids.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={form.values[field]}
        error={error(field)}
        onChange={form.onText(field)}
      />
      <TextField
        id={ids.confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={form.values.confirm}
        error={form.errors.confirm ? labels.differ : undefined}
        onChange={form.onText('confirm')}
      />
    </>
  );
}
