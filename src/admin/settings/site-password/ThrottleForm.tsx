// The gate's three numbers: free attempts, failures before a lockout, the lockout's length.
import type { FormEvent } from 'react';
import { TextField } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { FormOutcome, SaveBar } from '../form/FormOutcome.tsx';
import { asNumber, asText } from '../../ui/form/numbers.ts';
import { Card } from '../../ui/Page.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { useSectionForm } from '../form/use-section-form.ts';
import { isSettingsMessageKey, settingsMessages } from '../messages/index.ts';
import { sectionBodySchemas } from '../../../domain/admin/settings-forms.ts';
import type { AdminSettings } from '../settings-types.ts';

// The three numbers every shop has, then whichever the gate-hardening work adds (answered by the
// API only where their columns exist): all whole numbers, sent back as they were read.
const FIRST = ['delayAfter', 'lockoutAfter', 'lockoutSeconds'];
const numbersOf = (gate: AdminSettings['gate']) => [...FIRST, ...Object.keys(gate).filter((k) => k !== 'enabled' && !FIRST.includes(k))];
type Values = Record<string, string>;

export function ThrottleForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useSectionForm<Values>({
    path: 'settings/gate',
    schema: sectionBodySchemas.gate,
    settings,
    fromSettings: (s) => Object.fromEntries(numbersOf(s.gate).map((k) => [k, asText((s.gate as Record<string, unknown>)[k] as number)])),
    // The switch above owns `enabled`: sent as the server last said.
    toBody: (v) => ({ enabled: settings.gate.enabled, ...Object.fromEntries(Object.entries(v).map(([k, typed]) => [k, asNumber(typed)])) }),
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
          {numbersOf(settings.gate).map((field) => (
            <TextField
              key={field}
              id={field}
              label={isSettingsMessageKey(field) ? t(field) : field}
              inputMode="numeric"
              dir="ltr"
              value={form.values[field] ?? ''}
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
