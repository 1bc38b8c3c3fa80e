// The import rule of docs/architecture.md ("Layers and the import rule"), as code: which folder may
// import which. `npm run check` runs it on the tree (scripts/check-layers.ts); a new arrow against
// the layers fails the check with the file, the import and the rule it breaks.
//
// Why a script and not a linter plugin: the arrows that matter most start in .astro files (the
// layout, the header), which dependency-cruiser does not read (its issue #1007) and ESLint reads only
// with three more packages and a config of their own. TypeScript, already here, lists a file's
// imports (ts.preProcessFile); an .astro file's imports are in its frontmatter and its <script> tags.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

export type LayerRule = {
  name: string;
  /** The files the rule is about (a path from the repository's root). */
  from: RegExp;
  /** What they may not import: a path from the root (a relative import, resolved) or a package name. */
  forbidden: RegExp;
  /** Files the rule leaves alone, each with its reason. */
  except?: RegExp;
};

// Packages and Node modules that do I/O: the domain is pure (ARCHITECTURE.md, STYLE.md).
const IO_MODULES =
  /^(node:)?(fs|fs\/promises|child_process|net|http|https|http2|dgram|dns|tls|worker_threads|cluster|os|readline|process)$|^(postgres|sharp|@electric-sql\/|@supabase\/|@netlify\/)/;
const SHOPPER_FEATURES = 'src/features/';
const ADMIN = 'src/admin/';

export const LAYER_RULES: LayerRule[] = [
  {
    name: 'src/domain is pure: it imports nothing from src/server, src/features, src/components, src/admin, src/pages, src/layouts, src/integrations, nor a module that does I/O',
    from: /^src\/domain\//,
    forbidden: new RegExp(`^src/(server|features|components|admin|pages|layouts|integrations|client-directives)/|${IO_MODULES.source}`),
  },
  {
    name: 'src/server (and the build code under it) never imports an island, a component, a layout or a page: they are above it',
    from: /^src\/server\//,
    forbidden: /^src\/(features|components|admin|client|layouts|pages|integrations|client-directives)\//,
  },
  {
    name: 'islands and components (src/features, src/components, src/admin, src/client) never import src/server: what they show comes from their page or from an API',
    from: /^src\/(features|components|admin|client)\//,
    forbidden: /^src\/server\//,
  },
  {
    name: 'islands and components never import a layout or a page: the layout and the pages put them together, not the other way round',
    from: /^src\/(features|components|admin|client)\//,
    forbidden: /^src\/(layouts|pages)\//,
  },
  {
    name: 'src/components are the small shared parts: they import no feature and no admin screen (the shell that does is src/layouts/shell)',
    from: /^src\/components\//,
    forbidden: new RegExp(`^(src/features/|${ADMIN})`),
  },
  {
    name: 'src/client is browser code both wings share: it imports neither wing',
    from: /^src\/client\//,
    forbidden: new RegExp(`^(src/features/|${ADMIN})`),
  },
  {
    name: 'netlify/functions are thin: they import src/server and src/domain (and src/i18n), never an island, a page or a script',
    from: /^netlify\//,
    forbidden: /^(src\/(features|components|admin|pages|layouts|integrations|client-directives)\/|scripts\/)/,
  },
  {
    name: 'nothing in src (nor astro.config.mjs) imports scripts/ (scripts run the shop; the shop does not run them)',
    from: /^(src\/|astro\.config\.mjs$)/,
    forbidden: /^scripts\//,
  },
  {
    name: 'the admin wing and the shopper features do not import each other (what both need lives in src/domain or src/i18n)',
    from: new RegExp(`^${SHOPPER_FEATURES}`),
    forbidden: new RegExp(`^${ADMIN}`),
  },
  {
    name: 'the admin wing and the shopper features do not import each other (what both need lives in src/domain or src/i18n)',
    from: new RegExp(`^${ADMIN}`),
    forbidden: new RegExp(`^${SHOPPER_FEATURES}`),
  },
  {
    name: "src/integrations (the build's plumbing) and src/client-directives (when an island wakes) import no shopper feature, admin screen, component, layout or page: what they need lives below (src/domain, src/client, src/server, src/i18n)",
    from: /^src\/(integrations|client-directives)\//,
    forbidden: /^src\/(features|admin|components|layouts|pages)\//,
  },
  {
    name: 'no shopper feature, admin screen, component, layout or page depends on src/integrations or src/client-directives: astro.config.mjs plugs them in',
    from: /^src\/(features|admin|components|client|layouts|pages)\//,
    forbidden: /^src\/(integrations|client-directives)\//,
  },
  {
    name: 'src/i18n (the languages and their texts) sits below the features and the domain: it imports nothing else of src',
    from: /^src\/i18n\//,
    forbidden: /^src\/(?!i18n\/)/,
  },
  {
    name: 'src/layouts put a page together from islands and components: a layout imports no page (a page is reached by its address)',
    from: /^src\/layouts\//,
    forbidden: /^src\/pages\//,
  },
];

export type LayerViolation = { file: string; imports: string; rule: string };

const CODE = /\.(ts|tsx|mts|mjs|js|jsx|astro)$/;
const FOLDERS = ['src', 'netlify'];

/** A file's import specifiers: static, dynamic and re-exports (ts), frontmatter and <script> tags (astro). */
export function importsOf(file: string, text: string): string[] {
  const parts = file.endsWith('.astro')
    ? [
        /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '',
        ...[...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
      ]
    : [text];
  return parts.flatMap((part) => ts.preProcessFile(part, true, true).importedFiles.map((f) => f.fileName));
}

/** A specifier as the rules see it: a relative import as a path from the root, a package as its name. */
export function target(root: string, file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return relative(root, normalize(join(root, dirname(file), specifier)))
    .split('\\')
    .join('/');
}

function codeFiles(root: string): string[] {
  const config = existsSync(join(root, 'astro.config.mjs')) ? ['astro.config.mjs'] : [];
  return config.concat(
    ...FOLDERS.map((folder) => {
      try {
        return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => CODE.test(file) && !file.split(/[\\/]/).includes('node_modules'))
          .map((file) => join(folder, file).split('\\').join('/'));
      } catch {
        return [];
      }
    }),
  );
}

/** Every import under src/ and netlify/ (and of astro.config.mjs) of the tree at root that breaks a rule. Tests may import anything. */
export function layerViolations(root: string, rules: LayerRule[] = LAYER_RULES): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const file of codeFiles(root)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const applying = rules.filter((rule) => rule.from.test(file) && !rule.except?.test(file));
    if (!applying.length) continue;
    for (const specifier of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
      const to = target(root, file, specifier);
      for (const rule of applying) if (rule.forbidden.test(to)) violations.push({ file, imports: specifier, rule: rule.name });
    }
  }
  return violations;
}
