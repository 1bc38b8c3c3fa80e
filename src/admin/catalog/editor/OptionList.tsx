// Sizes or colours: the current ones as chips (each with a remove button), and a box to add one.
// Removing one that holds stock is confirmed when the product is saved (the server says what is at stake).
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { catalogMessages } from '../messages/index.ts';
import { withOption } from './form-values.ts';

type Props = {
  id: string;
  label: string;
  addLabel: string;
  options: string[];
  onChange: (options: string[]) => void;
  error?: string | undefined;
  optionError: (index: number) => string | undefined;
};

export function OptionList({ id, label, addLabel, options, onChange, error, optionError }: Props) {
  const { t } = useTranslator(catalogMessages);
  const [typed, setTyped] = useState('');
  const [taken, setTaken] = useState<string | null>(null);
  const add = () => {
    const next = withOption(options, typed);
    setTaken(next.taken ? typed.trim() : null);
    if (!next.taken) setTyped('');
    if (next.options.length !== options.length) onChange(next.options);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the option, it does not save the whole form
    add();
  };
  return (
    <fieldset className="flex flex-col gap-2" data-options={id}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      {options.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {options.map((option, index) => (
            <li
              key={option}
              className={`flex min-h-11 items-center gap-1 rounded-full border bg-paper ps-3 ${optionError(index) ? 'border-accent' : 'border-line'}`}
              data-option={option}
            >
              <bdi className="text-base">{option}</bdi>
              <button
                type="button"
                onClick={() => onChange(options.filter((o) => o !== option))}
                aria-label={t('removeOption', { option })}
                className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-accent"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          {addLabel}
        </label>
        <input
          id={`${id}-new`}
          dir="auto"
          value={typed}
          placeholder={addLabel}
          onChange={(e) => {
            setTyped(e.target.value);
            setTaken(null);
          }}
          onKeyDown={onKey}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button kind="secondary" onClick={add} disabled={typed.trim() === ''} aria-label={`${t('addOption')}: ${addLabel}`}>
          {t('addOption')}
        </Button>
      </div>
      {taken && (
        <p className="text-sm text-accent" role="status">
          {t('optionTaken', { option: taken })}
        </p>
      )}
      {error && (
        <p className="text-sm font-medium text-accent" data-field-error>
          {error}
        </p>
      )}
      {options.map(
        (option, index) =>
          optionError(index) && (
            <p key={option} className="text-sm font-medium text-accent" data-field-error>
              <bdi>{option}</bdi>: {optionError(index)}
            </p>
          ),
      )}
    </fieldset>
  );
}
