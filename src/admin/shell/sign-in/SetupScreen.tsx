// First run: the one-time link printed by `npm start` (or `npm run admin -- create`) opens this
// screen with its token in the fragment; the owner chooses the first account's email and password
// and is signed in.
import { useEffect, useState, type FormEvent } from 'react';
import { AdminApiError, adminCall } from '../admin-api.ts';
import { ADMIN_BASE, setupTokenOf } from '../admin-paths.ts';
import { navigate } from '../admin-router.ts';
import { saveSession, type AdminSession } from '../admin-session.ts';
import { useAdminText } from '../use-admin-text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { isSetupToken, setupErrors, type CredentialErrors } from './credentials.ts';
import { fieldKeyOf, fieldMessages } from '../field-messages.ts';
import { useTranslator } from '../use-admin-text.ts';
import { ADMIN_PASSWORD_MIN } from '../../../domain/admin/session.ts';

const loginFieldsOf = (fields: Record<string, string>): CredentialErrors => ({
  ...(fields.email ? { email: fieldKeyOf(fields.email) } : {}),
  ...(fields.password ? { password: fieldKeyOf(fields.password) } : {}),
});

type LinkState = 'checking' | 'valid' | 'invalid' | 'tooMany';

/** What a refused link check or setup means for the screen: a dead link, or too many wrong ones from this network. */
const refusedLink = (error: unknown): LinkState =>
  error instanceof AdminApiError && error.code === 'too_many_attempts' ? 'tooMany' : 'invalid';

export default function SetupScreen() {
  const { t } = useAdminText();
  const { t: fieldText } = useTranslator(fieldMessages);
  const [token] = useState(() => {
    const found = setupTokenOf(location.hash);
    return isSetupToken(found) ? found : undefined;
  });
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'invalid');
  const [values, setValues] = useState({ email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [differs, setDiffers] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!token) return;
    adminCall<{ valid: boolean }>('setup', { anonymous: true, headers: { 'x-setup-token': token } })
      .then((answer) => setLink(answer.valid ? 'valid' : 'invalid'))
      .catch((error: unknown) => setLink(refusedLink(error)));
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !token) return;
    const found = setupErrors({ token, email: values.email, password: values.password });
    const mismatch = !found.password && values.confirm !== values.password;
    setErrors(found);
    setDiffers(mismatch);
    if (Object.keys(found).length > 0 || mismatch) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const session = await adminCall<AdminSession>('setup', {
        method: 'POST',
        anonymous: true,
        body: { token, email: values.email.trim(), password: values.password },
      });
      saveSession(session);
      navigate(`${ADMIN_BASE}/`, { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof AdminApiError && (error.code === 'setup_invalid' || error.code === 'too_many_attempts'))
        setLink(refusedLink(error));
      else if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) setErrors(loginFieldsOf(error.fields));
      else
        setProblem(
          error instanceof AdminApiError && error.status === 0
            ? t('networkError')
            : error instanceof Error
              ? error.message
              : t('networkError'),
        );
    }
  }

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
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
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-setup-form>
          {problem && <Notice tone="error">{problem}</Notice>}
          <TextField
            id="setup-email"
            label={t('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            value={values.email}
            error={errors.email && fieldText(errors.email)}
            onChange={set('email')}
          />
          <TextField
            id="setup-password"
            label={t('password')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            value={values.password}
            error={errors.password && fieldText(errors.password, { min: ADMIN_PASSWORD_MIN })}
            onChange={set('password')}
          />
          <TextField
            id="setup-confirm"
            label={t('confirmPassword')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            value={values.confirm}
            error={differs ? t('passwordsDiffer') : undefined}
            onChange={set('confirm')}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t('creating') : t('createAccount')}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
