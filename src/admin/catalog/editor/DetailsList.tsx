// The product page's "Details" bullet list: one box per line, a remove button each, and "Add a line".
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { catalogMessages } from '../messages/index.ts';
import { IconButton } from '../../ui/IconButton.tsx';

type Props = {
  lines: string[];
  onChange: (lines: string[]) => void;
  error?: string | undefined;
  lineError: (index: number) => string | undefined;
  /** the language the lines are written in, when not the default one */
  lang?: string | undefined;
};

export function DetailsList({ lines, onChange, error, lineError, lang }: Props) {
  const { t } = useTranslator(catalogMessages);
  const setLine = (index: number, value: string) => onChange(lines.map((line, i) => (i === index ? value : line)));
  return (
    <fieldset className="flex flex-col gap-2" data-details>
      <legend className="mb-1 text-sm font-semibold">{t('details')}</legend>
      <p className="text-sm text-muted">{t('detailsHint')}</p>
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => (
          <li key={index} className="flex flex-col gap-1">
            <div className="flex gap-2">
              <label htmlFor={`detail-${index}`} className="sr-only">
                {t('detailLine', { n: index + 1 })}
              </label>
              <input
                id={`detail-${index}`}
                dir="auto"
                lang={lang}
                value={line}
                aria-invalid={lineError(index) ? true : undefined}
                onChange={(e) => setLine(index, e.target.value)}
                className={`${inputClass} min-w-0 flex-1`}
              />
              <IconButton
                icon="close"
                label={t('removeOption', { option: t('detailLine', { n: index + 1 }) })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
                className="size-12"
              />
            </div>
            {lineError(index) && (
              <p className="text-sm font-medium text-accent" data-field-error>
                {lineError(index)}
              </p>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p className="text-sm font-medium text-accent" data-field-error>
          {error}
        </p>
      )}
      <Button kind="secondary" className="self-start" onClick={() => onChange([...lines, ''])}>
        {t('addDetail')}
      </Button>
    </fieldset>
  );
}
