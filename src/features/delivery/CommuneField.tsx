// The commune of the delivery block: searched and picked from the chosen wilaya's communes, by French
// or Arabic name (commune-match.ts); nothing else is taken, so the field waits for the wilaya and its
// list. A name typed without picking becomes the commune's own name in the page's language when she
// leaves the field (bab ezzouar: Bab Ezzouar), or is told at once that it is not in the list.
import { useMemo, useState } from 'react';
import { communeName, communeSearchIndex, findCommune, searchCommunes } from '../../domain/shipping/commune-match.ts';
import type { Commune } from '../../domain/shipping/delivery.ts';
import { ORDER_LIMITS } from '../../domain/orders/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CommunesState } from '../../client/useCommunes.ts';
import Combobox from './Combobox.tsx';
import FieldError from './FieldError.tsx';

type Props = {
  locale: Locale;
  communes: CommunesState & { retry: () => void };
  value: string;
  onChange: (commune: string) => void;
  error: string | undefined;
  text: { label: string; placeholder: string; notListed: string; failed: string; retry: string };
  countText: (count: number) => string;
};

export default function CommuneField({ locale, communes, value, onChange, error, text, countText }: Props) {
  const index = useMemo(() => communeSearchIndex(communes.communes), [communes.communes]);
  // A name typed without picking it from the list: told at once, as the order function would.
  const [unlisted, setUnlisted] = useState(false);
  const shownError = error ?? (unlisted && value.trim() ? text.notListed : undefined);
  const otherLocale = locale === 'ar' ? 'en' : 'ar';
  const chosen = communes.status === 'ready' ? findCommune(communes.communes, value) : undefined;
  const choose = (typed: string) => {
    setUnlisted(false);
    onChange(typed);
  };
  const settle = () => {
    if (communes.status !== 'ready' || !value.trim()) return setUnlisted(false);
    const found = findCommune(communes.communes, value);
    setUnlisted(!found);
    if (found && communeName(found, locale) !== value) onChange(communeName(found, locale));
  };
  return (
    <div className="grid gap-1.5">
      <label id="order-commune-label" htmlFor="order-commune" className="text-sm font-medium">
        {text.label}
      </label>
      <Combobox<Commune>
        id="order-commune"
        labelId="order-commune-label"
        text={value}
        search={(typed) => searchCommunes(index, typed)}
        keyOf={(c) => c.nameFr}
        chosenKey={chosen?.nameFr}
        onPick={(c) => choose(communeName(c, locale))}
        onType={choose}
        onLeave={settle}
        countText={countText}
        placeholder={text.placeholder}
        disabled={communes.status !== 'ready'}
        busy={communes.status === 'loading'}
        maxLength={ORDER_LIMITS.commune}
        invalid={shownError ? { describedBy: 'order-commune-error' } : undefined}
        render={(c) => (
          <span>
            <bdi>{communeName(c, locale)}</bdi> <bdi className="opacity-70">{communeName(c, otherLocale)}</bdi>
          </span>
        )}
      />
      {communes.status === 'failed' && (
        <p className="flex items-center justify-between gap-2 text-sm" role="alert" data-communes-failed>
          <span>{text.failed}</span>
          <button type="button" className="underline" onClick={communes.retry}>
            {text.retry}
          </button>
        </p>
      )}
      <FieldError id="order-commune-error" message={shownError} />
    </div>
  );
}
