// The texts an order island shows, for ONE language: the page passes this language's dictionaries
// (cart, form, delivery...) so the other language never travels in the page's JavaScript.
import { createContext, useContext, type ReactNode } from 'react';
import type { Dictionary, Translate } from '../../i18n/messages.ts';
import type { deliveryMessages } from '../delivery/messages.ts';
import type { orderFormMessages } from './form-messages.ts';

export type KeysOf<M extends { en: Record<string, string> }> = Extract<keyof M['en'], string>;
export type OrderLabels = { form: Dictionary<KeysOf<typeof orderFormMessages>>; delivery: Dictionary<KeysOf<typeof deliveryMessages>> };

/** t('freeShippingHint', { n: 300 }) over one language's dictionary ({name} placeholders filled in). */
export function textOf<K extends string>(dictionary: Dictionary<K>): Translate<K> {
  return (key, values = {}) => dictionary[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const LabelsContext = createContext<OrderLabels | undefined>(undefined);

export function LabelsProvider({ labels, children }: { labels: OrderLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

function useLabels(): OrderLabels {
  const labels = useContext(LabelsContext);
  if (!labels) throw new Error('Order components need a LabelsProvider');
  return labels;
}

export const useFormText = () => textOf(useLabels().form);
export const useDeliveryLabels = () => useLabels().delivery;
