// One labelled form field with its error under it. Inputs are 48 px tall: thumbs, not cursors.
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { SwitchInput } from './SwitchInput.tsx';

export const inputClass =
  'block min-h-12 w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-ink focus:outline-none aria-[invalid=true]:border-accent disabled:bg-line/40';

type FieldShell = { id: string; label: string; error?: string | undefined; hint?: string | undefined; children: ReactNode };

export function FieldShell({ id, label, error, hint, children }: FieldShell) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-accent" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${className ?? ''}`}
        {...input}
      />
    </FieldShell>
  );
}

/** A phone number field: the phone keypad, digits left to right in Arabic too, no browser guesses. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'dir' | 'autoComplete'>) {
  return <TextField type="tel" inputMode="tel" dir="ltr" autoComplete="off" {...props} />;
}

/** An email address field: the email keyboard, left to right in Arabic too; autoComplete says whose. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'dir'>) {
  return <TextField type="email" inputMode="email" dir="ltr" {...props} />;
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export function TextAreaField({ id, label, error, hint, ...area }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...area}
      />
    </FieldShell>
  );
}

type ToggleProps = { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; disabled?: boolean };

/** An on/off switch as a real checkbox (keyboard and screen readers know it), 48 px tall. */
export function Toggle({ id, label, checked, onChange, hint, disabled }: ToggleProps) {
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-md border border-line bg-white px-3 py-2"
      >
        <span className="text-base font-semibold">{label}</span>
        <SwitchInput id={id} name={id} checked={checked} disabled={disabled} onChange={onChange} />
      </label>
      {hint && <p className="text-sm text-muted">{hint}</p>}
    </div>
  );
}
