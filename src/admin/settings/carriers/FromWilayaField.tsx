// The wilaya the shop's parcels leave from: Yalidine writes it on every parcel (from_wilaya_name). The
// 58 carrier wilayas, by code and name, from the shop's own table.
import { useQuery } from '@tanstack/react-query';
import { wilayasQuery } from '../../core/wilayas-query.ts';
import { FieldShell, inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { carriersMessages } from './carriers-messages.ts';

type Props = { id: string; value: string; error: string | undefined; onChange: (code: string) => void };

export function FromWilayaField({ id, value, error, onChange }: Props) {
  const { t, locale } = useTranslator(carriersMessages);
  const wilayas = useQuery({ ...wilayasQuery, select: (answer) => answer.wilayas, staleTime: Number.POSITIVE_INFINITY }).data ?? [];
  return (
    <FieldShell id={id} label={t('fromWilaya')} error={error} hint={t('fromWilayaHint')}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={`${inputClass} pe-8`}
      >
        <option value="">{t('choose')}</option>
        {wilayas.map((w) => (
          <option key={w.code} value={w.code}>
            {`${w.code} · ${locale === 'ar' ? w.nameAr : w.nameFr}`}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
