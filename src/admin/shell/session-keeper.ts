// Keeps the signed-in session alive and honest: renews the working token once under 5 minutes
// remain (before a call, at the renewal moment, and on the 5-minute check), asks the server every
// 5 minutes whether the session still stands (it may have been ended from another device), and
// gives up with 'Session expired' when it is over.
import { adminCall } from '../core/admin-api.ts';
import { setBeforeCall } from '../core/admin-api.ts';
import { $session, forgetSession, saveSession } from '../core/admin-session.ts';
import { isSessionOver, needsRefresh, nextCheckIn, type AdminSession } from '../core/session-timing.ts';

let renewal: Promise<void> | undefined;

function renew(): Promise<void> {
  renewal ??= adminCall<AdminSession>('session/refresh', { method: 'POST', renewing: true })
    .then(saveSession)
    .catch(() => {
      // A refused renewal (401) has already ended the session; a network failure is retried later.
    })
    .finally(() => {
      renewal = undefined;
    });
  return renewal;
}

async function look(askServer: boolean): Promise<void> {
  const session = $session.get();
  if (!session) return;
  const now = Date.now();
  if (isSessionOver(session, now)) {
    forgetSession('expired', { reload: true });
    return;
  }
  if (needsRefresh(session, now)) await renew();
  else if (askServer) await adminCall('me', { renewing: true }).catch(() => undefined);
}

export function keepSession(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastServerCheck = Date.now();
  const schedule = (session: AdminSession | null) => {
    clearTimeout(timer);
    if (!session) return;
    timer = setTimeout(
      () => {
        const askServer = Date.now() - lastServerCheck >= 5 * 60_000 - 1_000;
        if (askServer) lastServerCheck = Date.now();
        void look(askServer).finally(() => schedule($session.get()));
      },
      nextCheckIn(session, Date.now()),
    );
  };
  const stopWatching = $session.subscribe(schedule);
  setBeforeCall(() => look(false));
  // A phone wakes from sleep with stale timers: look at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void look(false);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    stopWatching();
    setBeforeCall(undefined);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
