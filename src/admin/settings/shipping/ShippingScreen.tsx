// Shipping: the cart's free-shipping rule and range, and the 58 wilayas' delivery prices.
import type { FormEvent } from 'react';
import { TextField } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { asNumber, asText } from '../../ui/form/numbers.ts';
import { Card, Page } from '../../ui/Page.tsx';
import { WithSettings } from '../form/WithSettings.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { settingsMessages } from '../messages/index.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings } from '../settings-types.ts';
import { WilayaPriceTable } from './WilayaPriceTable.tsx';

export default function ShippingScreen() {
  const { t } = useTranslator(settingsMessages);
  return (
    <Page title={t('shippingTitle')} intro={t('shippingIntro')}>
      <WithSettings>
        {(settings) => (
          <>
            <ShippingRuleForm settings={settings} />
            <WilayaPriceTable />
          </>
        )}
      </WithSettings>
    </Page>
  );
}

const FIELDS = ['freeShippingThreshold', 'minPrice', 'maxPrice'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function ShippingRuleForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<Values>({
    path: 'settings/shipping',
    schema: sectionBodySchemas.shipping,
    settings,
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
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="shipping">
        <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              id={field}
              label={`${t(field)} (${settings.currency})`}
              inputMode="numeric"
              dir="ltr"
              value={form.values[field]}
              error={error(field)}
              onChange={(e) => form.setValue(field, e.target.value)}
            />
          ))}
        </div>
        <SaveBar saving={form.saving} />
      </form>
    </Card>
  );
}
