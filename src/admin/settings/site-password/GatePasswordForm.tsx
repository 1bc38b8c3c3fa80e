// A new site password (twice). The spec's answers: 'Password updated successfully!' or
// 'Error changing password. Please try again.'; the shipped placeholder is refused by the server.
import { useState, type FormEvent } from 'react';
import { adminCall } from '../../core/admin-api.ts';
import { showChangesPending } from '../../core/publish-store.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import { typedTwice, useAdminForm } from '../../ui/form/use-admin-form.ts';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields.tsx';
import { settingsMessages } from '../messages/index.ts';
import { gatePasswordBodySchema, SITE_PASSWORD_MIN } from '../../../domain/admin/settings-forms.ts';
import { loadSettings } from '../settings-store.ts';
import type { AdminSettings } from '../settings-types.ts';

export function GatePasswordForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslator(settingsMessages);
  const form = useAdminForm({ password: '', confirm: '' });
  const { values, setValues, busy, submit } = form;
  const [result, setResult] = useState<'updated' | 'error' | null>(null);

  async function change(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const done = await submit(
      { password: values.password, updatedAt: settings.updatedAt },
      {
        schema: gatePasswordBodySchema,
        check: typedTwice(values.password, values.confirm),
        send: async (body) => {
          await adminCall('gate-password', { method: 'POST', body });
          // The change moved the settings' version: read it before the next save on this screen.
          await loadSettings({ force: true });
        },
      },
    );
    if (done.kind === 'sent') {
      setResult('updated');
      setValues({ password: '', confirm: '' });
      showChangesPending();
    } else if (done.kind === 'refused') setResult('error');
  }

  return (
    <Card title={t('changePassword')}>
      <form onSubmit={(e) => void change(e)} noValidate className="flex flex-col gap-4" data-section="gate-password">
        {result === 'updated' && <Notice tone="success">{t('passwordUpdated')}</Notice>}
        {result === 'error' && <Notice tone="error">{t('passwordError')}</Notice>}
        <NewPasswordFields
          form={form}
          field="password"
          ids={{ password: 'gate-new-password', confirm: 'gate-confirm-password' }}
          labels={{ password: t('newPassword'), confirm: t('confirmPassword'), differ: t('passwordsDiffer') }}
          min={SITE_PASSWORD_MIN}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {busy ? t('saving') : t('updatePassword')}
        </Button>
      </form>
    </Card>
  );
}
