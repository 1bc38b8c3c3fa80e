// Astro integration: after the build, writes the pages' Content-Security-Policy (with the hash of
// every inline script the build produced) into dist/_headers, which Netlify and the local runtime
// apply to static files next to netlify.toml's [[headers]]. The hashes change with the code, so
// they are computed, never written by hand.
import type { AstroIntegration } from 'astro';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspForSite } from '../server/http/page-csp.ts';

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const csp = cspForSite(outDir);
        const file = join(outDir, '_headers');
        const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
        appendFileSync(file, `${before && !before.endsWith('\n') ? '\n' : ''}/*\n  Content-Security-Policy: ${csp}\n`);
        logger.info(`Content-Security-Policy with ${csp.match(/'sha256-/g)?.length ?? 0} inline script hash(es) written to _headers`);
      },
    },
  };
}
