// The sign-in screen: the owner's password, and Supabase's email link and Google when configured.
// Also where Supabase sends the owner back (the token in the fragment is exchanged here).
import { useEffect, useState } from 'react';
import { useAdminText } from '../../core/use-admin-text.ts';
import { takeSignInNotice, type SignInNotice } from '../../core/admin-session.ts';
import { Notice } from '../../ui/Notice.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { PasswordSignIn } from './PasswordSignIn.tsx';
import { SupabaseSignIn } from './SupabaseSignIn.tsx';
import { readAuthConfig, type AuthConfig } from './auth-config.ts';
import { exchangeSupabaseToken } from './exchange.ts';
import { POPUP_MESSAGE, supabaseReturnOf } from './supabase-return.ts';

const NOTICE_TEXT = { expired: 'sessionExpired', authError: 'authError', signedOut: 'signedOut' } as const;

function wipeFragment() {
  history.replaceState(null, '', location.pathname + location.search);
}

export default function SignInScreen() {
  const { t } = useAdminText();
  const [notice, setNotice] = useState<SignInNotice | null>(() => takeSignInNotice());
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [exchanging, setExchanging] = useState(() => supabaseReturnOf(location.hash) !== null);

  useEffect(() => {
    let live = true;
    const landed = supabaseReturnOf(location.hash);
    if (landed) wipeFragment();
    // A Google popup hands its token to the tab that opened it and closes.
    if (landed && window.opener && window.opener !== window) {
      try {
        (window.opener as Window).postMessage({ type: POPUP_MESSAGE, landed }, location.origin);
        window.close();
        return;
      } catch {
        // the opener is gone or elsewhere: sign in here instead
      }
    }
    const configRead = readAuthConfig().catch(() => ({ supabase: null, passwordSignIn: true }) satisfies AuthConfig);
    void configRead.then((read) => live && setConfig(read));
    if (landed) {
      void (async () => {
        const read = await configRead;
        // An error instead of a token: Supabase refused before any session existed.
        if (landed.kind === 'token' && (await exchangeSupabaseToken(landed.accessToken, read.supabase))) return;
        if (!live) return;
        setNotice('authError');
        setExchanging(false);
      })();
    }
    return () => {
      live = false;
    };
  }, []);

  // The popup's answer, when Google was opened in one.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin) return;
      const data = event.data as { type?: unknown; landed?: unknown };
      if (data?.type !== POPUP_MESSAGE || typeof data.landed !== 'object' || data.landed === null) return;
      const landed = data.landed as { kind?: unknown; accessToken?: unknown };
      setExchanging(true);
      void (async () => {
        if (
          landed.kind === 'token' &&
          typeof landed.accessToken === 'string' &&
          (await exchangeSupabaseToken(landed.accessToken, config?.supabase ?? null))
        )
          return;
        setNotice('authError');
        setExchanging(false);
      })();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config]);

  return (
    <AuthFrame title={t('signInTitle')} intro={t('signInIntro')}>
      {notice && <Notice tone={notice === 'signedOut' ? 'info' : 'error'}>{t(NOTICE_TEXT[notice])}</Notice>}
      {exchanging ? (
        <p role="status" className="text-base text-muted">
          {t('signingIn')}
        </p>
      ) : (
        <>
          <PasswordSignIn onAttempt={() => setNotice(null)} />
          {config?.supabase && (
            <SupabaseSignIn config={config.supabase} onProblem={() => setNotice('authError')} onAttempt={() => setNotice(null)} />
          )}
        </>
      )}
    </AuthFrame>
  );
}
