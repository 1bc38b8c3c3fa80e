// The week's parcels per wilaya: sent, delivered and returned, each outcome with its share of the
// finished parcels; where too few are finished, the counts and a flag instead of the shares (a rate
// of two parcels is no reason to stop delivering a wilaya); and the failed delivery attempts, the
// returns to come. Five narrow columns fit a 390 px phone.
import type { WilayaRates } from '../../../domain/admin-orders/delivery-rates.ts';
import { MIN_FINISHED_TO_JUDGE } from '../../../domain/admin-orders/delivery-rates.ts';
import { Card } from '../../ui/Page.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { CountCell } from './CountCell.tsx';
import { RatesTable } from './RatesTable.tsx';
import { useRatesText } from './rates-messages.ts';

export function WilayaRatesTable({ rows }: { rows: WilayaRates[] }) {
  const { t, locale } = useRatesText();
  return (
    <Card title={t('byWilayaTitle')} intro={t('byWilayaIntro', { n: MIN_FINISHED_TO_JUDGE })}>
      {rows.length === 0 ? (
        <p className="text-muted">{t('noParcels')}</p>
      ) : (
        <RatesTable headers={[t('wilaya'), t('parcels'), t('delivered'), t('returned'), t('failedAttempts')]} mark="data-rates-by-wilaya">
          {rows.map((w) => (
            <tr key={w.wilayaCode} className="border-b border-line/60 align-top" data-wilaya-rates={w.wilayaCode}>
              <th scope="row" className="py-2 text-start font-semibold break-words">
                <Ltr>{w.wilayaCode}</Ltr> {locale === 'ar' ? w.nameAr : w.nameFr}
                {!w.enoughToJudge && (
                  <span className="block text-xs font-normal text-muted" data-too-few>
                    {t('tooFew')}
                  </span>
                )}
              </th>
              <CountCell name="parcels" n={w.parcels} />
              <CountCell name="delivered" n={w.delivered} share={w.enoughToJudge ? w.deliveryRate : null} />
              <CountCell name="returned" n={w.returned} share={w.enoughToJudge ? w.returnRate : null} strong />
              <CountCell name="failedAttempts" n={w.failedAttempts} />
            </tr>
          ))}
        </RatesTable>
      )}
    </Card>
  );
}
