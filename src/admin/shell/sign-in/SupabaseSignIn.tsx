// 'Sign in with email link' and 'Sign in with Google' through Supabase Auth (offered only when the
// shop has Supabase configured). supabase-js is fetched on the tap, never with the screen. Google
// opens in a popup (opened inside the tap, pointed at Google once supabase-js has the address);
// when the browser blocks popups, the whole tab goes to Google and comes back.
import { useState, type FormEvent } from 'react';
import { ADMIN_BASE } from '../../core/admin-paths.ts';
import { useAdminText } from '../../core/use-admin-text.ts';
import { Button } from '../../ui/Button.tsx';
import { EmailField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { SupabaseConfig } from './auth-config.ts';
import { loginErrors } from './credentials.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';

type Props = { config: SupabaseConfig; onProblem: () => void; onAttempt: () => void };

const supabaseAuth = () => import('./supabase-auth.ts');
const returnAddress = () => `${location.origin}${ADMIN_BASE}/`;

export function SupabaseSignIn({ config, onProblem, onAttempt }: Props) {
  const { t } = useAdminText();
  const [askingEmail, setAskingEmail] = useState(false);
  const form = useAdminForm({ email: '' });
  const error = useFieldText(form.errors);
  const [sentTo, setSentTo] = useState<string>();

  async function sendLink(event: FormEvent) {
    event.preventDefault();
    onAttempt();
    const email = form.values.email.trim();
    const done = await form.submit(
      { email },
      {
        // The sign-in's own rule for an email (the password is not asked here).
        check: () => {
          const found = loginErrors({ email: form.values.email, password: '-' }).email;
          return found ? { email: found } : {};
        },
        send: () =>
          supabaseAuth()
            .then((auth) => auth.sendEmailLink(config, email, returnAddress()))
            .catch(() => false),
      },
    );
    if (done.kind !== 'sent') return;
    if (done.answer) setSentTo(email);
    else onProblem();
  }

  async function google() {
    onAttempt();
    // Opened inside the tap (a popup opened after an await is blocked), pointed at Google once known.
    const popup = window.open('', 'admin-google-sign-in', 'popup,width=480,height=640');
    const url = await supabaseAuth()
      .then((auth) => auth.googleSignInUrl(config, returnAddress()))
      .catch(() => null);
    if (!url) {
      popup?.close();
      onProblem();
      return;
    }
    if (popup && !popup.closed) popup.location.href = url;
    else window.location.assign(url);
  }

  return (
    <div className="flex flex-col gap-4" data-supabase-sign-in>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('orDivider')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {sentTo ? (
        <Notice tone="success">{t('emailLinkSent', { email: sentTo })}</Notice>
      ) : askingEmail ? (
        <form onSubmit={(e) => void sendLink(e)} noValidate className="flex flex-col gap-3">
          <EmailField
            id="admin-link-email"
            label={t('email')}
            autoComplete="email"
            value={form.values.email}
            error={error('email')}
            onChange={form.onText('email')}
          />
          <Button type="submit" kind="secondary" disabled={form.busy}>
            {t('emailLinkSend')}
          </Button>
        </form>
      ) : (
        <Button kind="secondary" onClick={() => setAskingEmail(true)}>
          {t('emailLink')}
        </Button>
      )}
      <Button kind="secondary" onClick={() => void google()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.7 14c-.2-.7-.4-1.3-.4-2s.1-1.4.4-2V7.1H2a11 11 0 0 0 0 9.8L5.7 14z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7.1L5.7 10c.9-2.6 3.4-4.6 6.3-4.6z" />
        </svg>
        {t('google')}
      </Button>
    </div>
  );
}
