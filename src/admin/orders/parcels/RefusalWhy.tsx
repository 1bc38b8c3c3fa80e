// Why the carrier's side said no, in the owner's language, with the carrier's own words isolated as
// it said them ("Commune inconnue" inside an Arabic sentence keeps its order).
import type { ParcelRefusalCode } from '../../../domain/carriers/admin-api.ts';
import { phrase } from '../../ui/phrase.tsx';
import { useParcelText } from './parcel-messages.ts';
import { carrierWordsOf } from './send-results.ts';

export function RefusalWhy({ code, message, carrier }: { code: ParcelRefusalCode; message: string; carrier: string }) {
  const { t } = useParcelText();
  return <>{phrase(t(`code.${code}`), { carrier, message: <bdi data-carrier-words>{carrierWordsOf(message)}</bdi> })}</>;
}
