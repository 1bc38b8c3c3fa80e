// The texts an order island shows, for ONE language: the page passes this language's dictionaries
// (cart, form, delivery...) so the other language never travels in the page's JavaScript.
import { createContext, useContext, type ReactNode } from 'react';
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
