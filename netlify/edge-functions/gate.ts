// The site lock (Netlify Edge Function). While the gate is on, every page and data request without a
// valid unlock cookie gets the gate page with 401; what the gate itself needs stays reachable.
// The build bakes gate-config.json (on, cookie version, gate pages, their CSP); the cookie secret
// comes from the GATE_COOKIE_SECRET environment variable. The local runtime runs this same module
// as middleware.
//
// No in-source `config` on purpose: the build declares this function (on every path, '/*') in
// .netlify/v1/config.json only while protection is on, so an open shop pays for no edge invocation.
// It runs on every path, /_astro/ included, and decides itself what stays open (open-paths.ts):
// an excludedPath such as '/_astro/*' would also skip '/_astro/..%2Fshop'.
import baked from './gate-config.json' with { type: 'json' };
import { parseGateConfig } from '../../src/domain/gate/gate-config.ts';
import { siteLock } from '../../src/domain/gate/site-lock.ts';

type NetlifyGlobal = { env: { get: (name: string) => string | undefined } };
const readSecret = () => (globalThis as { Netlify?: NetlifyGlobal }).Netlify?.env.get('GATE_COOKIE_SECRET');

export default siteLock(parseGateConfig(baked), readSecret);
