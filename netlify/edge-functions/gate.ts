// The site lock (Netlify Edge Function). While the gate is on, every page and data request without a
// valid unlock cookie gets the gate page with 401; what the gate itself needs stays reachable.
// The build bakes gate-config.json (on, cookie version, gate pages); the cookie secret comes from the
// GATE_COOKIE_SECRET environment variable. The local runtime runs this same module as middleware.
import baked from './gate-config.json' with { type: 'json' };
import { parseGateConfig } from '../../src/domain/gate/gate-config.ts';
import { siteLock } from '../../src/domain/gate/site-lock.ts';

type NetlifyGlobal = { env: { get: (name: string) => string | undefined } };
const readSecret = () => (globalThis as { Netlify?: NetlifyGlobal }).Netlify?.env.get('GATE_COOKIE_SECRET');

export default siteLock(parseGateConfig(baked), readSecret);

export const config = {
  path: '/*',
  excludedPath: [
    '/api/gate', // the password check itself
    '/api/health', // uptime checks; says only whether the database answers
    '/_astro/*', // the gate page's CSS and script (hashed bundles, no product data)
    '/favicon.svg',
    '/favicon.ico',
    '/robots.txt',
    // The owner's area has its own sign-in, and must stay reachable to turn the lock off.
    '/gatekeeper-x9f2',
    '/gatekeeper-x9f2/*',
    '/api/admin/*',
  ],
};
