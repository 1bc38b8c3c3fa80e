// The known-device tokens are signed with the secret of the gate's unlock cookies (GATE_COOKIE_SECRET
// on Netlify, a generated file on a laptop). A deploy without it still signs in with the password;
// it only has no known devices, so a blocked address stays blocked for its owner too.
import { gateCookieSecret } from '../gate/cookie-secret.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

let warned = false;

export function knownDeviceSecret(env: ShopEnv = shopEnv()): string | undefined {
  try {
    return gateCookieSecret(env);
  } catch (error) {
    if (!warned) console.warn(`[admin-login] no known devices: ${error instanceof Error ? error.message : String(error)}`);
    warned = true;
    return undefined;
  }
}
