// The gate's three numbers: free attempts, failures before a lockout, the lockout's length.
import { useTranslator } from '../../core/use-translator.ts';
import { asNumber, asText } from '../../ui/form/numbers.ts';
import { Card } from '../../ui/Page.tsx';
import { NumberFields } from '../form/NumberFields.tsx';
import { SectionForm, type SectionFormSpec } from '../form/settings-section.tsx';
import { isSettingsMessageKey, settingsMessages } from '../messages/index.ts';
import type { AdminSettings } from '../settings-types.ts';

// The three numbers every shop has, then whichever the gate-hardening work adds (answered by the
// API only where their columns exist): all whole numbers, sent back as they were read.
const FIRST = ['delayAfter', 'lockoutAfter', 'lockoutSeconds'];
const numbersOf = (gate: AdminSettings['gate']) => [...FIRST, ...Object.keys(gate).filter((k) => k !== 'enabled' && !FIRST.includes(k))];
type Values = Record<string, string>;

const throttle: SectionFormSpec<Values> = {
  section: 'gate',
  fromSettings: (s) => Object.fromEntries(numbersOf(s.gate).map((k) => [k, asText((s.gate as Record<string, unknown>)[k] as number)])),
  // The switch above owns `enabled`: sent as the server last said.
  toBody: (v, settings) => ({
    enabled: settings.gate.enabled,
    ...Object.fromEntries(Object.entries(v).map(([k, typed]) => [k, asNumber(typed)])),
  }),
  Fields: ({ values, setValue, error, t, settings }) => (
    <NumberFields
      fields={numbersOf(settings.gate)}
      label={(field) => (isSettingsMessageKey(field) ? t(field) : field)}
      values={values}
      setValue={setValue}
      error={error}
    />
  ),
};

export function ThrottleForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  return (
    <Card title={t('throttleTitle')} intro={t('throttleIntro')}>
      <SectionForm spec={throttle} settings={settings} />
    </Card>
  );
}
