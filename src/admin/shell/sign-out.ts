// Signing out ends the session on the server too (its token stops working at once), then the page
// starts over on the sign-in screen.
import { adminCall } from '../core/admin-api.ts';
import { beginSignOut, forgetSession } from '../core/admin-session.ts';

export async function signOut(): Promise<void> {
  beginSignOut();
  await adminCall('session', { method: 'DELETE', renewing: true }).catch(() => {
    // Already over on the server, or offline: the token is forgotten here either way.
  });
  forgetSession('signedOut', { reload: true });
}
