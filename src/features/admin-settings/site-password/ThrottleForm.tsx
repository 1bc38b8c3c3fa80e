// The gate's three numbers: free attempts, failures before a lockout, the lockout's length.
import type { FormEvent } from 'react';
import { TextField } from '../../admin/ui/Field.tsx';
import { useTranslator } from '../../admin/use-admin-text.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { asNumber, asText } from '../form/numbers.ts';
import { Card } from '../form/SettingsPage.tsx';
import { useFieldText } from '../form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { settingsMessages } from '../messages.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings } from '../settings-types.ts';

const FIELDS = ['delayAfter', 'lockoutAfter', 'lockoutSeconds'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export function ThrottleForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<Values>({
    path: 'settings/gate',
    schema: sectionBodySchemas.gate,
    settings,
    fromSettings: (s) => ({ delayAfter: asText(s.gate.delayAfter), lockoutAfter: asText(s.gate.lockoutAfter), lockoutSeconds: asText(s.gate.lockoutSeconds) }),
    // The switch above owns `enabled`: sent as the server last said.
    toBody: (v) => ({ enabled: settings.gate.enabled, delayAfter: asNumber(v.delayAfter), lockoutAfter: asNumber(v.lockoutAfter), lockoutSeconds: asNumber(v.lockoutSeconds) }),
  });
  const error = useFieldText(form.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <Card title={t('throttleTitle')} intro={t('throttleIntro')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-section="gate">
        <FormOutcome outcome={form.outcome} onReload={() => void form.reload()} />
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          {FIELDS.map((field) => (
            <TextField key={field} id={field} label={t(field)} inputMode="numeric" dir="ltr" value={form.values[field]} error={error(field)} onChange={(e) => form.setValue(field, e.target.value)} />
          ))}
        </div>
        <SaveBar saving={form.saving} />
      </form>
    </Card>
  );
}
