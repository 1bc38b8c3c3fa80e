// The texts an order island shows, for ONE language: the page passes this language's dictionaries
// (cart, form, delivery...) so the other language never travels in the page's JavaScript.
import { createContext, useContext, type ReactNode } from 'react';
import { usePacked, type Packed } from '../../components/packed-props.ts';
import { translatorOf, type Dictionary } from '../../i18n/messages.ts';
import type { deliveryMessages } from '../delivery/messages.ts';
import type { orderFormMessages } from './form-messages.ts';

export type KeysOf<M extends { en: Record<string, string> }> = Extract<keyof M['en'], string>;
export type OrderLabels = { form: Dictionary<KeysOf<typeof orderFormMessages>>; delivery: Dictionary<KeysOf<typeof deliveryMessages>> };

const LabelsContext = createContext<OrderLabels | undefined>(undefined);

export function LabelsProvider({ labels, children }: { labels: OrderLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

function useLabels(): OrderLabels {
  const labels = useContext(LabelsContext);
  if (!labels) throw new Error('Order components need a LabelsProvider');
  return labels;
}

export const useFormText = () => translatorOf(useLabels().form);
export const useDeliveryLabels = () => useLabels().delivery;

/**
 * An order page's island (/buy, /cart, /checkout): its props packed into one JSON string (packed-props.ts:
 * Astro's value-by-value form of the wilaya and price tables took the page's island script about 110 ms
 * to revive under a 4x CPU slowdown), then its texts given to every part below.
 */
export function orderIsland<P extends { labels: OrderLabels }>(View: (props: P) => ReactNode) {
  return function OrderIsland({ props: packed }: { props: Packed<P> }) {
    const props = usePacked(packed);
    return (
      <LabelsProvider labels={props.labels}>
        <View {...props} />
      </LabelsProvider>
    );
  };
}
