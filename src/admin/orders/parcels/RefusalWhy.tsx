// Why the carrier's side said no, in the owner's language: by the carrier's reason when the answer has
// one (src/domain/carriers/carrier-reason.ts: its status, tracking and own words isolated in the
// sentence), else by the refusal's code with the carrier's words isolated as it said them ("Commune
// inconnue" inside an Arabic sentence keeps its order).
import type { ParcelRefusalCode } from '../../../domain/carriers/admin-api.ts';
import type { CarrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { phrase } from '../../ui/phrase.tsx';
import { carrierReasonText, isCarrierReason, useCarrierReasonText } from '../../carriers/carrier-reason-text.ts';
import { useParcelText } from './parcel-messages.ts';
import { carrierWordsOf } from './send-results.ts';

// The codes whose sentence is the carrier's reason; "did not answer" keeps its own, which says nothing was created.
const BY_REASON: readonly ParcelRefusalCode[] = ['carrier_refused', 'carrier_unreachable', 'awaiting_validation'];

type Props = { code: ParcelRefusalCode; message: string; carrier: string; reason?: CarrierReason | undefined };

export function RefusalWhy({ code, message, carrier, reason }: Props) {
  const { t } = useParcelText();
  const { t: reasonText } = useCarrierReasonText();
  if (isCarrierReason(reason) && BY_REASON.includes(code) && reason.code !== 'carrier_failed')
    return <span data-carrier-reason={reason.code}>{carrierReasonText(reason, carrier, reasonText)}</span>;
  return <>{phrase(t(`code.${code}`), { carrier, message: <bdi data-carrier-words>{carrierWordsOf(message)}</bdi> })}</>;
}
