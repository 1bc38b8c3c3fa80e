// [[redirects]] of netlify.toml as Netlify applies them, for what this site uses: `*` splats and
// :placeholders, rewrites (200), redirects (301/302/307/308) and custom not-found pages (404). A rule
// without `force` applies only when no file or function answers the path ("shadowing"); rules are
// tried in order and the first match wins.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export type RedirectRule = { pattern: URLPattern; to: string; status: number; force: boolean };
export type RedirectMatch = { to: string; status: number };

type TomlRedirect = { from: string; to: string; status?: number; force?: boolean };

const SUPPORTED = new Set([200, 301, 302, 307, 308, 404]);

export function redirectRulesFromToml(file: string): RedirectRule[] {
  if (!existsSync(file)) return [];
  const toml = parse(readFileSync(file, 'utf8')) as { redirects?: TomlRedirect[] };
  return (toml.redirects ?? []).map((r) => {
    const status = r.status ?? 301;
    if (!SUPPORTED.has(status)) throw new Error(`netlify.toml: redirect ${r.from} has status ${status}, which the local runtime does not support`);
    // URLPattern reads a Netlify splat (*) as a wildcard group and :name as a named group.
    return { pattern: new URLPattern({ pathname: r.from }), to: r.to, status, force: r.force ?? false };
  });
}

/** The first rule matching the path (forced rules only, or all of them once nothing else answered). */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string, options: { forcedOnly: boolean }): RedirectMatch | undefined {
  for (const rule of rules) {
    if (options.forcedOnly && !rule.force) continue;
    const match = rule.pattern.exec({ pathname });
    if (!match) continue;
    const groups = match.pathname.groups;
    const to = rule.to.replace(/:splat\b/g, groups['0'] ?? '').replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => groups[name] ?? whole);
    return { to, status: rule.status };
  }
  return undefined;
}
