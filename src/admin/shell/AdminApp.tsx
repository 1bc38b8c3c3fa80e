// The admin island (client:only): signed out it shows the sign-in or first-run screen, signed in
// the layout with the screen of the current path. Every screen is loaded on demand. A tab without
// its own token first asks for one with the browser's session cookie (resume-session.ts).
import { Suspense, useEffect, type ReactNode } from 'react';
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

  if (screen.kind === 'setup') return <LoadedScreen screen={<SetupScreen />} />;
  if (!session && resuming) return <Loading />;
  if (!session) return <LoadedScreen screen={<SignInScreen />} />;
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLayout email={session.email}>
        <LoadedScreen key={JSON.stringify(screen)} screen={<ScreenSwitch screen={screen} />} />
      </AdminLayout>
    </QueryClientProvider>
  );
}

/** A screen loaded on demand: Loading while its code comes, the error boundary if it fails. */
function LoadedScreen({ screen }: { screen: ReactNode }) {
  return (
    <ScreenBoundary>
      <Suspense fallback={<Loading />}>{screen}</Suspense>
    </ScreenBoundary>
  );
}
