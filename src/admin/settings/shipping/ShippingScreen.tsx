// Shipping: the cart's free-shipping rule and range, and the 58 wilayas' delivery prices.
import { asNumber, asText } from '../../ui/form/numbers.ts';
import { Card } from '../../ui/Page.tsx';
import { NumberFields } from '../form/NumberFields.tsx';
import { SectionForm, SettingsPage, type SectionFormSpec } from '../form/settings-section.tsx';
import { WilayaPriceTable } from './WilayaPriceTable.tsx';

export default function ShippingScreen() {
  return (
    <SettingsPage title="shippingTitle" intro="shippingIntro">
      {(settings) => (
        <>
          <Card>
            <SectionForm spec={shippingRule} settings={settings} />
          </Card>
          <WilayaPriceTable />
        </>
      )}
    </SettingsPage>
  );
}

const FIELDS = ['freeShippingThreshold', 'minPrice', 'maxPrice'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const shippingRule: SectionFormSpec<Values> = {
  section: 'shipping',
  fromSettings: (s) => ({
    freeShippingThreshold: asText(s.shipping.freeShippingThreshold),
    minPrice: asText(s.shipping.minPrice),
    maxPrice: asText(s.shipping.maxPrice),
  }),
  toBody: (v) => ({
    freeShippingThreshold: asNumber(v.freeShippingThreshold),
    minPrice: asNumber(v.minPrice),
    maxPrice: asNumber(v.maxPrice),
  }),
  Fields: ({ values, setValue, error, t, settings }) => (
    <NumberFields
      fields={FIELDS}
      label={(field) => `${t(field)} (${settings.currency})`}
      values={values}
      setValue={setValue}
      error={error}
    />
  ),
};
