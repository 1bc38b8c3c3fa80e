// One's own password: the current one (empty for an admin who only ever used Supabase) and the
// new one twice. The server ends every other session of the account.
import { useState, type FormEvent } from 'react';
import { ownPasswordBodySchema } from '../../../domain/admin/admins.ts';
import { ADMIN_PASSWORD_MIN } from '../../../domain/admin/session.ts';
import { AdminApiError, adminCall } from '../../shell/admin-api.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../shell/use-admin-text.ts';
import { check, type FieldKeys } from '../../ui/form/schema-errors.ts';
import { Card } from '../../ui/Page.tsx';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { settingsMessages } from '../messages/index.ts';
import { problemText } from './problem-text.ts';

export function OwnPasswordCard() {
  const { t } = useTranslator(settingsMessages);
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<FieldKeys>({});
  const [differs, setDiffers] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const error = useFieldText(errors, { min: ADMIN_PASSWORD_MIN });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = { ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}), newPassword: values.newPassword };
    const checked = check(ownPasswordBodySchema, body);
    const mismatch = checked.ok && values.confirm !== values.newPassword;
    setErrors(checked.ok ? {} : checked.fields);
    setDiffers(mismatch);
    setResult(null);
    if (!checked.ok || mismatch) return;
    setBusy(true);
    try {
      await adminCall('password', { method: 'POST', body });
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      setResult({ ok: true });
    } catch (e) {
      if (e instanceof AdminApiError && e.code === 'wrong_password') setErrors({ currentPassword: 'invalid' });
      else if (e instanceof AdminApiError) setErrors(e.fields);
      setResult({ ok: false, text: problemText(e, t) });
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  return (
    <Card title={t('ownPasswordTitle')} intro={t('ownPasswordIntro')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-section="own-password">
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
          onChange={set('currentPassword')}
        />
        <TextField
          id="own-new-password"
          label={t('ownNewPassword')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={values.newPassword}
          error={error('newPassword')}
          onChange={set('newPassword')}
        />
        <TextField
          id="own-confirm-password"
          label={t('ownConfirmPassword')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={values.confirm}
          error={differs ? t('passwordsDiffer') : undefined}
          onChange={set('confirm')}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          {busy ? t('saving') : t('changeOwnPassword')}
        </Button>
      </form>
    </Card>
  );
}
