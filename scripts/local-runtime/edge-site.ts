// What this site's edge functions get from the local runtime that Netlify gives them in production:
// the files the build baked for them (on Netlify bundled next to the function; here one per build,
// since npm start and each test port keep their own build) and the GATE_COOKIE_SECRET variable.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gateCookieSecret } from '../../src/server/gate/cookie-secret.ts';
import { gateDeclarations, localDeclarationsFile, localGateConfigFile } from '../../src/server/gate/gate-config-file.ts';
import { parseGateConfig } from '../../src/domain/gate/gate-config.ts';
import { importEdgeModule, installNetlifyGlobal, loadEdgeRoutes, type EdgeDeclaration, type EdgeRoute } from './edge.ts';

const bakedByBuild = new Map<string, Record<string, string>>();
let hooked = false;

/**
 * Edge modules are imported as <file>?build=<n>; their imports of a baked file (./gate-config.json)
 * resolve to that build's copy. Everything else they import resolves as usual.
 */
function hookBakedImports(): void {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const build = context.parentURL?.startsWith('file:') ? new URL(context.parentURL).searchParams.get('build') : null;
      const file = build ? bakedByBuild.get(build)?.[specifier.replace(/^\.\//, '')] : undefined;
      if (file) return { url: pathToFileURL(file).href, format: 'json', shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}

export async function loadSiteEdgeRoutes(root: string, distDir: string): Promise<EdgeRoute[]> {
  installNetlifyGlobal();
  try {
    process.env.GATE_COOKIE_SECRET ??= gateCookieSecret();
  } catch (error) {
    console.warn(`[edge] no cookie secret: ${(error as Error).message}`);
  }
  const gateConfig = localGateConfigFile(root, distDir);
  if (!existsSync(gateConfig)) console.warn(`[edge] ${gateConfig} is missing (built before the gate existed?): the site gate is off`);
  hookBakedImports();
  const build = String(bakedByBuild.size + 1);
  bakedByBuild.set(build, existsSync(gateConfig) ? { 'gate-config.json': gateConfig } : {});
  return loadEdgeRoutes(
    join(root, 'netlify/edge-functions'),
    (file) => importEdgeModule(file, `?build=${build}`),
    declaredBy(localDeclarationsFile(root, distDir), gateConfig),
  );
}

/**
 * The edge functions this build declared (as Netlify reads .netlify/v1/config.json). A build made
 * before the declarations existed gets them from its gate config, so a locked build stays locked.
 */
function declaredBy(file: string, gateConfig: string): EdgeDeclaration[] {
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { edge_functions?: EdgeDeclaration[] }).edge_functions ?? [];
  if (!existsSync(gateConfig)) return [];
  return gateDeclarations(parseGateConfig(JSON.parse(readFileSync(gateConfig, 'utf8'))));
}
