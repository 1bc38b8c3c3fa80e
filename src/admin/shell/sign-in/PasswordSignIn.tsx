// The owner's email and password. A refusal is one generic message whatever went wrong (unknown
// email, wrong password or a blocked address: the server never says which), plus the wait when
// the server sets one, counted down live.
import { useRef, useState, type FormEvent } from 'react';
import { AdminApiError, adminCall } from '../admin-api.ts';
import { saveSession, type AdminSession } from '../admin-session.ts';
import { useAdminText } from '../use-admin-text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useWait } from './use-wait.ts';
import { loginErrors, type CredentialErrors } from './credentials.ts';
import { fieldMessages } from '../field-messages.ts';
import { useTranslator } from '../use-admin-text.ts';

type Problem = 'loginFailed' | 'networkError' | null;

export function PasswordSignIn({ onAttempt }: { onAttempt: () => void }) {
  const { t } = useAdminText();
  const { t: fieldText } = useTranslator(fieldMessages);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const waitLeft = useWait(waitUntil);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || waitLeft > 0) return;
    onAttempt();
    const found = loginErrors({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const session = await adminCall<AdminSession>('login', { method: 'POST', anonymous: true, body: { email: email.trim(), password } });
      saveSession(session);
    } catch (error) {
      setBusy(false);
      const known = error instanceof AdminApiError && error.status !== 0;
      setProblem(known ? 'loginFailed' : 'networkError');
      const wait = error instanceof AdminApiError ? error.retryAfterSeconds : undefined;
      setWaitUntil(wait && wait > 0 ? Date.now() + wait * 1000 : null);
      setPassword('');
      passwordInput.current?.focus();
    }
  }

  const blocked = waitLeft > 0;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-password-sign-in>
      {problem && (
        <Notice tone="error">
          {t(problem)}
          {blocked && (
            <>
              {' '}
              <span data-login-wait>{t('tryAgainIn', { n: waitLeft })}</span>
            </>
          )}
        </Notice>
      )}
      <TextField
        id="admin-email"
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        dir="ltr"
        value={email}
        error={errors.email && fieldText(errors.email)}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        ref={passwordInput}
        id="admin-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        value={password}
        error={errors.password && fieldText(errors.password)}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={busy || blocked} className="w-full">
        {busy ? t('signingIn') : blocked ? t('waitButton', { n: waitLeft }) : t('signIn')}
      </Button>
    </form>
  );
}
