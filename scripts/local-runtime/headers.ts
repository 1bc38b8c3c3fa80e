// Custom headers as Netlify applies them: [[headers]] in netlify.toml and the _headers file in dist/.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export type HeaderRule = { pattern: URLPattern; values: Record<string, string> };

// Netlify paths use * as a splat and :name placeholders; URLPattern understands both with * → .*.
const toPattern = (path: string) => new URLPattern({ pathname: path });

export function headerRulesFromToml(file: string): HeaderRule[] {
  if (!existsSync(file)) return [];
  const toml = parse(readFileSync(file, 'utf8')) as { headers?: { for: string; values: Record<string, string> }[] };
  return (toml.headers ?? []).map((h) => ({ pattern: toPattern(h.for), values: h.values }));
}

export function headerRulesFromFile(file: string): HeaderRule[] {
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: toPattern(line.trim()), values: {} };
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      if (i > 0) current.values[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test({ pathname })) Object.assign(out, rule.values);
  return out;
}
