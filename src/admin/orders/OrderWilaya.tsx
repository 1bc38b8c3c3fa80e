// Where an order goes, as its list row and its page show it: the carrier wilaya it is stored and
// shipped on ('03 Laghouat'), or, for a wilaya of 2026, both: "Aflou (59) → Laghouat 03 for carriers".
import type { OrderListRow } from '../../domain/admin-orders/order-list.ts';
import { Ltr } from '../ui/Ltr.tsx';
import { phrase } from '../ui/phrase.tsx';
import { useOrdersText } from './use-orders-text.ts';

type Props = { order: Pick<OrderListRow, 'wilayaCode' | 'wilayaNameFr' | 'wilayaNameAr' | 'wilaya2026'> };

export function OrderWilaya({ order }: Props) {
  const { t, locale } = useOrdersText();
  const carrier = locale === 'ar' ? order.wilayaNameAr : order.wilayaNameFr;
  const own = order.wilaya2026;
  if (!own)
    return (
      <>
        <Ltr>{order.wilayaCode}</Ltr> {carrier}
      </>
    );
  return (
    <span data-wilaya-2026={own.code}>
      {phrase(t('wilaya2026'), {
        wilaya: locale === 'ar' ? own.nameAr : own.nameFr,
        code: <Ltr>{own.code}</Ltr>,
        carrier,
        carrierCode: <Ltr>{order.wilayaCode}</Ltr>,
      })}
    </span>
  );
}
