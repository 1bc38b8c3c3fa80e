// First run: the one-time link printed by `npm start` (or `npm run admin -- create`) opens this
// screen with its token in the fragment; the owner chooses the first account's email and password
// and is signed in.
import { useEffect, useState, type FormEvent } from 'react';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { ADMIN_BASE, setupTokenOf } from '../../core/admin-paths.ts';
import { navigate } from '../../core/admin-router.ts';
import { saveSession, type AdminSession } from '../../core/admin-session.ts';
import { useAdminText } from '../../core/use-admin-text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { isSetupToken } from './credentials.ts';
import { typedTwice, useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields.tsx';
import { ADMIN_PASSWORD_MIN, setupBodySchema } from '../../../domain/admin/session.ts';

type LinkState = 'checking' | 'valid' | 'invalid' | 'tooMany';

/** What a refused link check or setup means for the screen: a dead link, or too many wrong ones from this network. */
const refusedLink = (error: unknown): LinkState =>
  error instanceof AdminApiError && error.code === 'too_many_attempts' ? 'tooMany' : 'invalid';

export default function SetupScreen() {
  const { t } = useAdminText();
  const [token] = useState(() => {
    const found = setupTokenOf(location.hash);
    return isSetupToken(found) ? found : undefined;
  });
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'invalid');
  const form = useAdminForm({ email: '', password: '', confirm: '' });
  const { values, onText, errors, busy, submit } = form;
  const error = useFieldText(errors, { min: ADMIN_PASSWORD_MIN });
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!token) return;
    adminCall<{ valid: boolean }>('setup', { anonymous: true, headers: { 'x-setup-token': token } })
      .then((answer) => setLink(answer.valid ? 'valid' : 'invalid'))
      .catch((error: unknown) => setLink(refusedLink(error)));
  }, [token]);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setProblem(undefined);
    const done = await submit(
      { token, email: values.email.trim(), password: values.password },
      {
        schema: setupBodySchema,
        check: typedTwice(values.password, values.confirm),
        send: (body) => adminCall<AdminSession>('setup', { method: 'POST', anonymous: true, body }),
      },
    );
    if (done.kind === 'sent') {
      saveSession(done.answer);
      navigate(`${ADMIN_BASE}/`, { replace: true });
    } else if (done.kind === 'refused') {
      const error = done.error;
      if (error instanceof AdminApiError && (error.code === 'setup_invalid' || error.code === 'too_many_attempts'))
        setLink(refusedLink(error));
      else if (!(error instanceof AdminApiError && Object.keys(error.fields).length > 0))
        setProblem(
          error instanceof AdminApiError && error.status === 0
            ? t('networkError')
            : error instanceof Error
              ? error.message
              : t('networkError'),
        );
    }
  }

  return (
    <AuthFrame title={t('setupTitle')} intro={t('setupIntro')}>
      {link === 'checking' && (
        <p role="status" className="text-muted">
          {t('checkingLink')}
        </p>
      )}
      {link === 'invalid' && <Notice tone="error">{t('setupInvalid')}</Notice>}
      {link === 'tooMany' && <Notice tone="error">{t('setupTooMany')}</Notice>}
      {link === 'valid' && (
        <form onSubmit={(e) => void create(e)} noValidate className="flex flex-col gap-4" data-setup-form>
          {problem && <Notice tone="error">{problem}</Notice>}
          <TextField
            id="setup-email"
            label={t('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            value={values.email}
            error={error('email')}
            onChange={onText('email')}
          />
          <NewPasswordFields
            form={form}
            field="password"
            ids={{ password: 'setup-password', confirm: 'setup-confirm' }}
            labels={{ password: t('password'), confirm: t('confirmPassword'), differ: t('passwordsDiffer') }}
            min={ADMIN_PASSWORD_MIN}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t('creating') : t('createAccount')}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
