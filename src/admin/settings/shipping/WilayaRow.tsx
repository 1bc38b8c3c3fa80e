// One wilaya: select box, number and names on one line, then its home and office prices (0 = not
// offered). Two short lines on a phone; one table row on a desktop.
import type { Locale } from '../../../i18n/locales.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { settingsMessages } from '../messages/index.ts';
import { isPrice, typedOf, type Edits, type WilayaPrices } from './wilaya-edits.ts';

type Props = {
  row: WilayaPrices;
  locale: Locale;
  edits: Edits;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onPrice: (type: 'home' | 'office', typed: string) => void;
};

export function WilayaRow({ row, locale, edits, selected, onSelect, onPrice }: Props) {
  const { t } = useTranslator(settingsMessages);
  const typed = typedOf(row, edits);
  const name = locale === 'ar' ? row.nameAr : row.nameFr;
  const other = locale === 'ar' ? row.nameFr : row.nameAr;
  const changed = edits[row.code] !== undefined && (typed.home !== String(row.homePrice) || typed.office !== String(row.officePrice));
  const price = (type: 'home' | 'office') => {
    const value = typed[type];
    const invalid = !isPrice(value);
    const note = invalid ? t('priceInvalid') : value.trim() === '0' ? t('notOffered') : '';
    return (
      <label className="flex min-w-0 flex-col gap-0.5">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="w-14 shrink-0 text-xs font-semibold text-muted sm:hidden">
            {t(type)}
          </span>
          <span className="sr-only">{`${t(type === 'home' ? 'homePrice' : 'officePrice')}: ${name}`}</span>
          <input
            inputMode="numeric"
            dir="ltr"
            value={value}
            onChange={(e) => onPrice(type, e.target.value)}
            aria-invalid={invalid ? true : undefined}
            data-price={type}
            className="min-h-11 w-full min-w-0 rounded-md border border-line bg-white px-2 text-base tabular-nums aria-[invalid=true]:border-accent focus:border-ink focus:outline-none"
          />
        </span>
        {note && <span className={`text-xs ${invalid ? 'text-accent' : 'text-muted'} ps-16 sm:ps-0`}>{note}</span>}
      </label>
    );
  };
  return (
    <li
      className={`grid grid-cols-2 gap-x-3 gap-y-1 px-1 py-2 sm:grid-cols-[minmax(0,1fr)_8rem_8rem] sm:items-start ${changed ? 'bg-amber-50' : ''}`}
      data-wilaya={row.code}
    >
      <label className="col-span-2 flex min-h-11 items-center gap-3 sm:col-span-1">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          className="size-6 shrink-0 accent-ink"
          aria-label={t('selectWilaya', { name })}
        />
        <span className="w-6 shrink-0 text-sm tabular-nums text-muted" dir="ltr">
          {row.code}
        </span>
        <span className="min-w-0 truncate">
          <span className="font-semibold">{name}</span>
          <span className="text-xs text-muted">
            {' '}
            · <bdi>{other}</bdi>
          </span>
        </span>
      </label>
      {price('home')}
      {price('office')}
    </li>
  );
}
