// A new site password (twice). The spec's answers: 'Password updated successfully!' or
// 'Error changing password. Please try again.'; the shipped placeholder is refused by the server.
import { useState, type FormEvent } from 'react';
import { AdminApiError, adminCall } from '../../shell/admin-api.ts';
import { showChangesPending } from '../../shell/publish/publish-store.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { check, type FieldKeys } from '../../ui/form/schema-errors.ts';
import { Card } from '../../ui/Page.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { settingsMessages } from '../messages/index.ts';
import { gatePasswordBodySchema, SITE_PASSWORD_MIN } from '../../../domain/admin/settings-forms.ts';
import { loadSettings } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';

export function GatePasswordForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldKeys>({});
  const [result, setResult] = useState<'updated' | 'error' | null>(null);
  const [busy, setBusy] = useState(false);
  const [differs, setDiffers] = useState(false);
  const error = useFieldText(errors, { min: SITE_PASSWORD_MIN });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { password, updatedAt: settings.updatedAt };
    const checked = check(gatePasswordBodySchema, body);
    const found: FieldKeys = checked.ok ? {} : checked.fields;
    const mismatch = !found.password && confirm !== password;
    setErrors(found);
    setDiffers(mismatch);
    setResult(null);
    if (Object.keys(found).length > 0 || mismatch) return;
    setBusy(true);
    try {
      await adminCall('gate-password', { method: 'POST', body });
      // The change moved the settings' version: read it before the next save on this screen.
      await loadSettings({ force: true });
      setResult('updated');
      setPassword('');
      setConfirm('');
      showChangesPending();
    } catch (failure) {
      setResult('error');
      if (failure instanceof AdminApiError) setErrors(failure.fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('changePassword')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-section="gate-password">
        {result === 'updated' && <Notice tone="success">{t('passwordUpdated')}</Notice>}
        {result === 'error' && <Notice tone="error">{t('passwordError')}</Notice>}
        <TextField
          id="gate-new-password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={password}
          error={error('password')}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          id="gate-confirm-password"
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={confirm}
          error={differs ? t('passwordsDiffer') : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {busy ? t('saving') : t('updatePassword')}
        </Button>
      </form>
    </Card>
  );
}
