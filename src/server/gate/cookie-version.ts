// The unlock cookies' version, from the site password's salt rather than its whole hash. A new
// password always gets a fresh salt, so every old cookie still stops working; a rehash of the same
// password under a stronger cost keeps the salt (rehashKeepingSalt), so it signs no shopper out and
// the version the last build baked into the edge stays right until the next build.
import { cookieVersion } from '../../domain/gate/unlock-cookie.ts';
import { saltOf } from '../passwords/password-hash.ts';

export const siteCookieVersion = (secret: string, passwordHash: string): Promise<string> =>
  cookieVersion(secret, saltOf(passwordHash) ?? passwordHash);
