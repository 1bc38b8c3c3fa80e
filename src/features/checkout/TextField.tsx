// One labelled form field with its inline error (ids follow order-{field} so the form can focus it).
import FieldError from '../delivery/FieldError.tsx';

type Props = {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  hint?: string;
  maxLength: number;
};

export default function TextField({
  field,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  placeholder,
  hint,
  maxLength,
}: Props) {
  const id = `order-${field}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: field,
    value,
    maxLength,
    placeholder,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'w-full border border-ink/30 bg-paper px-3 text-sm hover:border-ink aria-invalid:border-accent',
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          dir="auto"
          rows={3}
          className={`${shared.className} py-2`}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          dir={type === 'text' ? 'auto' : 'ltr'}
          className={`${shared.className} h-11 ${type === 'text' ? '' : 'text-start'}`}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
