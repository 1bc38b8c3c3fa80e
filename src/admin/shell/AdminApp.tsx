// The admin island (client:only): signed out it shows the sign-in or first-run screen, signed in
// the layout with the screen of the current path. Every screen is loaded on demand. A tab without
// its own token first asks for one with the browser's session cookie (resume-session.ts).
import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { $adminLocale, applyLocale } from '../core/admin-locale.ts';
import { $screen, listenToHistory } from '../core/admin-router.ts';
import { $session } from '../core/admin-session.ts';
import { $resuming, resumeSession } from './resume-session.ts';
import { keepSession } from './session-keeper.ts';
import { SetupScreen, SignInScreen } from './screens.ts';
import AdminLayout from './AdminLayout.tsx';
import ScreenSwitch from './ScreenSwitch.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { Loading } from '../core/Loading.tsx';
import { queryClient } from './query-client.ts';

export default function AdminApp() {
  const locale = useStore($adminLocale);
  const screen = useStore($screen);
  const session = useStore($session);
  const resuming = useStore($resuming);

  useEffect(() => applyLocale(locale), [locale]);
  useEffect(listenToHistory, []);
  useEffect(() => void resumeSession(), []);
  useEffect(() => (session ? keepSession() : undefined), [session === null]);
  // Signed out, nothing read for the last admin stays for the next one in this tab.
  useEffect(() => (session ? undefined : queryClient.clear()), [session === null]);

  if (screen.kind === 'setup') {
    return (
      <ScreenBoundary>
        <Suspense fallback={<Loading />}>
          <SetupScreen />
        </Suspense>
      </ScreenBoundary>
    );
  }
  if (!session && resuming) return <Loading />;
  if (!session) {
    return (
      <ScreenBoundary>
        <Suspense fallback={<Loading />}>
          <SignInScreen />
        </Suspense>
      </ScreenBoundary>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout email={session.email}>
        <ScreenBoundary key={JSON.stringify(screen)}>
          <Suspense fallback={<Loading />}>
            <ScreenSwitch screen={screen} />
          </Suspense>
        </ScreenBoundary>
      </AdminLayout>
    </QueryClientProvider>
  );
}
