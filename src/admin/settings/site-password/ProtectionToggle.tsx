// Turning the lock on or off is saved the moment the switch moves; a refusal puts it back and says
// the spec's 'Error updating password protection setting. Please try again.'
import { useState } from 'react';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { fieldKeyOf, fieldMessages } from '../../core/field-messages.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { Toggle } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import { settingsMessages } from '../messages/index.ts';
import { loadSettings, settingsSaved } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';

export function ProtectionToggle({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const { t: fieldText } = useTranslator(fieldMessages);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'saved' | 'error' | null>(null);
  const [why, setWhy] = useState<string>();
  // The switch moves at once; a refusal moves it back to what the server holds.
  const [moving, setMoving] = useState<boolean | null>(null);
  const enabled = moving ?? settings.gate.enabled;

  async function flip(on: boolean) {
    setBusy(true);
    setMoving(on);
    setResult(null);
    try {
      const next = await adminCall<AdminSettings>('settings/gate', {
        method: 'PUT',
        body: { ...settings.gate, enabled: on, updatedAt: settings.updatedAt },
      });
      settingsSaved(next);
      showChangesPending();
      setResult('saved');
    } catch (error) {
      setResult('error');
      // The spec's sentence, then why when the API says (the placeholder password cannot protect a live shop).
      const key = error instanceof AdminApiError ? error.fields.enabled : undefined;
      setWhy(key ? fieldText(fieldKeyOf(key)) : undefined);
      void loadSettings({ force: true }); // the switch shows what the server holds
    } finally {
      setMoving(null);
      setBusy(false);
    }
  }

  return (
    <Card>
      <Toggle
        id="protection-enabled"
        label={t('protectionEnabled')}
        checked={enabled}
        disabled={busy}
        hint={enabled ? t('protectionOn') : t('protectionOff')}
        onChange={(on) => void flip(on)}
      />
      {result === 'error' && (
        <Notice tone="error">
          {t('protectionError')}
          {why && <> {why}</>}
        </Notice>
      )}
      {result === 'saved' && <Notice tone="success">{t('protectionSaved', { state: enabled ? t('stateOn') : t('stateOff') })}</Notice>}
    </Card>
  );
}
