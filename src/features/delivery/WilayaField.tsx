// The wilaya of the delivery block: a searchable list of the 69 (sorted by name in the page's
// language), found by number, by French, Arabic or English name, or by the wilaya a new one was split
// from (wilaya-match.ts). A choice shows its number and both names; a new wilaya also names its
// parent, where a shopper used to find her commune: '59 - Aflou - أفلو (Laghouat)'.
import { useMemo } from 'react';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import { searchWilayas, wilayaIndex, wilayaNamed } from '../../domain/shipping/wilaya-match.ts';
import type { Locale } from '../../i18n/locales.ts';
import Combobox from './Combobox.tsx';
import { wilayaOf } from './delivery-selection.ts';
import FieldError from './FieldError.tsx';

type Props = {
  locale: Locale;
  wilayas: readonly Wilaya[];
  code: string;
  onChoose: (code: string) => void;
  error: string | undefined;
  label: string;
  placeholder: string;
  countText: (count: number) => string;
};

// The page's language first, so the code and both names read in order in either direction.
function names(w: Wilaya, locale: Locale, parent: Wilaya | undefined) {
  const [first, second] = locale === 'ar' ? [w.nameAr, w.nameFr] : [w.nameFr, w.nameAr];
  return { first, second, from: parent && (locale === 'ar' ? parent.nameAr : parent.nameFr) };
}

export default function WilayaField({ locale, wilayas, code, onChoose, error, label, placeholder, countText }: Props) {
  const index = useMemo(() => wilayaIndex(wilayas), [wilayas]);
  const parentOf = (w: Wilaya) => (w.carrierCode ? wilayaOf(wilayas, w.carrierCode) : undefined);
  const chosen = wilayaOf(wilayas, code);
  const label_ = (w: Wilaya) => {
    const n = names(w, locale, parentOf(w));
    return `${w.code} - ${n.first} - ${n.second}${n.from ? ` (${n.from})` : ''}`;
  };
  return (
    <div className="grid gap-1.5">
      <label id="order-wilayaCode-label" htmlFor="order-wilayaCode" className="text-sm font-medium">
        {label}
      </label>
      <Combobox
        id="order-wilayaCode"
        labelId="order-wilayaCode-label"
        text={chosen ? label_(chosen) : ''}
        search={(typed) => searchWilayas(index, typed)}
        keyOf={(w) => w.code}
        chosenKey={chosen?.code}
        onPick={(w) => onChoose(w.code)}
        // Typed and left without a pick: a number or a whole name stands for its wilaya, as does the
        // only one left in the list; anything else leaves the choice as it was.
        onLeave={(typed) => {
          if (typed === undefined) return;
          const found = searchWilayas(index, typed);
          const named = wilayaNamed(index, typed) ?? (found.length === 1 ? found[0] : undefined);
          if (named && named.code !== code) onChoose(named.code);
        }}
        countText={countText}
        placeholder={placeholder}
        invalid={error ? { describedBy: 'order-wilayaCode-error' } : undefined}
        render={(w) => {
          const n = names(w, locale, parentOf(w));
          return (
            <>
              {/* The spaces keep the words apart for a screen reader ("59 Aflou أفلو (Laghouat)"); the flex layout drops them. */}
              <span className="w-6 shrink-0 font-semibold tabular-nums">{w.code}</span>{' '}
              <span className="grid min-w-0">
                <span>
                  <bdi>{n.first}</bdi> <bdi className="opacity-70">{n.second}</bdi>
                </span>{' '}
                {n.from && <span className="text-xs opacity-70">({n.from})</span>}
              </span>
            </>
          );
        }}
      />
      <FieldError id="order-wilayaCode-error" message={error} />
    </div>
  );
}
