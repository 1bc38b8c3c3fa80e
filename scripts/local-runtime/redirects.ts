// Redirect rules as Netlify applies them, for what this site uses: `*` splats and :placeholders,
// rewrites (200), redirects (301/302/307/308) and custom not-found pages (404). They come from the
// build's dist/_redirects first, then netlify.toml's [[redirects]] (Netlify's order). A rule without
// `force` (`!` in _redirects) applies only when no file or function answers the path ("shadowing");
// rules are tried in order and the first match wins.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

export type RedirectRule = { pattern: URLPattern; to: string; status: number; force: boolean };
export type RedirectMatch = { to: string; status: number };

type TomlRedirect = { from: string; to: string; status?: number; force?: boolean };

const SUPPORTED = new Set([200, 301, 302, 307, 308, 404]);

function ruleOf(source: string, r: TomlRedirect): RedirectRule {
  const status = r.status ?? 301;
  if (!SUPPORTED.has(status))
    throw new Error(`${source}: redirect ${r.from} has status ${status}, which the local runtime does not support`);
  // URLPattern reads a Netlify splat (*) as a wildcard group and :name as a named group.
  return { pattern: new URLPattern({ pathname: r.from }), to: r.to, status, force: r.force ?? false };
}

export function redirectRulesFromToml(file: string): RedirectRule[] {
  if (!existsSync(file)) return [];
  const toml = parse(readFileSync(file, 'utf8')) as { redirects?: TomlRedirect[] };
  return (toml.redirects ?? []).map((r) => ruleOf('netlify.toml', r));
}

/**
 * A _redirects file: one rule a line, `from to [status][!]`, `#` comments. Query and condition
 * matching (`id=:id`, `Country=dz`) would be ignored here and honoured by Netlify: refused instead.
 */
export function redirectRulesFromFile(file: string): RedirectRule[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((raw, index) => {
      const line = raw.replace(/(^|\s)#.*$/, '').trim();
      if (!line) return [];
      const [from = '', to = '', code, ...rest] = line.split(/\s+/);
      const where = `_redirects line ${index + 1}`;
      if (!to || rest.length > 0 || to.includes('=') || !/^(\d{3}!?)?$/.test(code ?? '')) {
        throw new Error(`${where}: "${line}" is not a rule the local runtime understands (from to [status][!])`);
      }
      return [ruleOf(where, { from, to, ...(code ? { status: Number.parseInt(code, 10), force: code.endsWith('!') } : {}) })];
    });
}

/** The site's rules in Netlify's order: the build's _redirects, then netlify.toml's. */
export const siteRedirectRules = (tomlFile: string, distDir: string) => [
  ...redirectRulesFromFile(join(distDir, '_redirects')),
  ...redirectRulesFromToml(tomlFile),
];

/** The first rule matching the path (forced rules only, or all of them once nothing else answered). */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  options: { forcedOnly: boolean },
): RedirectMatch | undefined {
  // Netlify matches a rule with or without the path's trailing slash (/products/x/buy/ as /products/x/buy).
  const twin = pathname === '/' ? pathname : pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  for (const rule of rules) {
    if (options.forcedOnly && !rule.force) continue;
    const match = rule.pattern.exec({ pathname }) ?? rule.pattern.exec({ pathname: twin });
    if (!match) continue;
    const groups = match.pathname.groups;
    const to = rule.to.replace(/:splat\b/g, groups['0'] ?? '').replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => groups[name] ?? whole);
    return { to, status: rule.status };
  }
  return undefined;
}
