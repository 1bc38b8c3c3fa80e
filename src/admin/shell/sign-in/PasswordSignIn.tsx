// The owner's email and password. A refusal is one generic message whatever went wrong (unknown
// email, wrong password or a blocked address: the server never says which), plus the wait when
// the server sets one, counted down live. While a sign-in is on its way the fields are read-only and
// the button disabled: what she typed meanwhile would be lost when a refusal clears the password.
import { useRef, useState, type FormEvent } from 'react';
import { AdminApiError, adminCall } from '../../core/admin-api.ts';
import { saveSession, type AdminSession } from '../../core/admin-session.ts';
import { useAdminText } from '../../core/use-admin-text.ts';
import { Button } from '../../ui/Button.tsx';
import { EmailField, TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useWait } from './use-wait.ts';
import { loginBodySchema } from '../../../domain/admin/session.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';

type Problem = 'loginFailed' | 'networkError' | null;

/** Read-only looks like disabled (but keeps the focus where she is, and the text readable). */
const LOCKED = 'read-only:bg-line/40';

export function PasswordSignIn({ onAttempt }: { onAttempt: () => void }) {
  const { t } = useAdminText();
  const passwordInput = useRef<HTMLInputElement>(null);
  const { values, setValue, onText, errors, busy, submit } = useAdminForm({ email: '', password: '' });
  const error = useFieldText(errors);
  const [problem, setProblem] = useState<Problem>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const waitLeft = useWait(waitUntil);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (waitLeft > 0) return;
    onAttempt();
    setProblem(null);
    const done = await submit(
      { email: values.email.trim(), password: values.password },
      { schema: loginBodySchema, send: (body) => adminCall<AdminSession>('login', { method: 'POST', anonymous: true, body }) },
    );
    if (done.kind === 'sent') saveSession(done.answer);
    else if (done.kind === 'refused') {
      const known = done.error instanceof AdminApiError && done.error.status !== 0;
      setProblem(known ? 'loginFailed' : 'networkError');
      const wait = done.error instanceof AdminApiError ? done.error.retryAfterSeconds : undefined;
      setWaitUntil(wait && wait > 0 ? Date.now() + wait * 1000 : null);
      setValue('password', '');
      passwordInput.current?.focus();
    }
  }

  const blocked = waitLeft > 0;
  return (
    <form onSubmit={(e) => void signIn(e)} noValidate aria-busy={busy} className="flex flex-col gap-4" data-password-sign-in>
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
      <EmailField
        id="admin-email"
        label={t('email')}
        autoComplete="username"
        value={values.email}
        readOnly={busy}
        className={LOCKED}
        error={error('email')}
        onChange={onText('email')}
      />
      <TextField
        ref={passwordInput}
        id="admin-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        value={values.password}
        readOnly={busy}
        className={LOCKED}
        error={error('password')}
        onChange={onText('password')}
      />
      <Button type="submit" disabled={busy || blocked} className="w-full">
        {busy ? t('signingIn') : blocked ? t('waitButton', { n: waitLeft }) : t('signIn')}
      </Button>
    </form>
  );
}
