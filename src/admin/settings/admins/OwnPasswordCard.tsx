// One's own password: the current one (empty for an admin who only ever used Supabase) and the
// new one twice. The server ends every other session of the account.
import { useState, type FormEvent } from 'react';
import { ownPasswordBodySchema } from '../../../domain/admin/admins.ts';
import { ADMIN_PASSWORD_MIN } from '../../../domain/admin/session.ts';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { Card } from '../../ui/Page.tsx';
import { typedTwice, useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields.tsx';
import { settingsMessages } from '../messages/index.ts';
import { problemText } from './problem-text.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function OwnPasswordCard() {
  const { t } = useTranslator(settingsMessages);
  const form = useAdminForm(EMPTY);
  const { values, setValues, onText, errors, setErrors, busy, submit } = form;
  const [result, setResult] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  const error = useFieldText(errors, { min: ADMIN_PASSWORD_MIN });

  async function change(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const body = { ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}), newPassword: values.newPassword };
    const done = await submit(body, {
      schema: ownPasswordBodySchema,
      check: typedTwice(values.newPassword, values.confirm, 'newPassword'),
      send: (body) => adminCall('password', { method: 'POST', body }),
    });
    if (done.kind === 'sent') {
      setValues(EMPTY);
      setResult({ ok: true });
    } else if (done.kind === 'refused') {
      if (done.error instanceof AdminApiError && done.error.code === 'wrong_password') setErrors({ currentPassword: 'invalid' });
      setResult({ ok: false, text: problemText(done.error, t) });
    }
  }

  return (
    <Card title={t('ownPasswordTitle')} intro={t('ownPasswordIntro')}>
      <form onSubmit={(e) => void change(e)} noValidate className="flex flex-col gap-4" data-section="own-password">
        {result?.ok === true && <Notice tone="success">{t('ownPasswordChanged')}</Notice>}
        {result?.ok === false && <Notice tone="error">{result.text}</Notice>}
        <TextField
          id="current-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          value={values.currentPassword}
          error={error('currentPassword')}
          hint={t('noPasswordYet')}
          onChange={onText('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          field="newPassword"
          ids={{ password: 'own-new-password', confirm: 'own-confirm-password' }}
          labels={{ password: t('ownNewPassword'), confirm: t('ownConfirmPassword'), differ: t('passwordsDiffer') }}
          min={ADMIN_PASSWORD_MIN}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {busy ? t('saving') : t('changeOwnPassword')}
        </Button>
      </form>
    </Card>
  );
}
