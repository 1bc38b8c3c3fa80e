// Many Netlify Function instances in one thread: each instance is the function's module loaded afresh,
// with its own copy of every project module it imports (so its own db() client, its own caches, its
// own connection to the pooler), while the libraries in node_modules are shared (they keep no state
// of an instance). A module imported as <file>?instance=<n> passes ?instance=<n> on to the project
// files it imports; their TypeScript is stripped once per file, not once per instance.
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { pathToFileURL } from 'node:url';

type Loaded = ReturnType<Parameters<Parameters<typeof registerHooks>[0]['load'] & {}>[2]>;

let installedFor: string | undefined;

const INSTANCE = /[?&]instance=\d+/;

/** Installs the hooks on this thread for the project at `root` (a folder path); once per thread. */
export function installInstanceHooks(root: string): void {
  const base = pathToFileURL(root.endsWith('/') ? root : `${root}/`).href;
  if (installedFor === base) return;
  if (installedFor) throw new Error(`instance hooks already installed for ${installedFor}`);
  installedFor = base;
  const own = (url: string) => url.startsWith(base) && !url.startsWith(`${base}node_modules/`);
  const stripped = new Map<string, Loaded>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const parent = context.parentURL;
      if (!parent || !own(parent) || !own(resolved.url)) return resolved;
      const tag = new URL(parent).searchParams.get('instance');
      if (!tag) return resolved;
      const url = new URL(resolved.url);
      url.searchParams.set('instance', tag);
      return { ...resolved, url: url.href };
    },
    load(url, context, nextLoad) {
      if (!INSTANCE.test(url)) return nextLoad(url, context);
      const file = url.replace(INSTANCE, '');
      let loaded = stripped.get(file);
      if (!loaded) {
        const result = nextLoad(url, context);
        loaded = result.format === 'module-typescript' ? { format: 'module', source: stripTypeScriptTypes(String(result.source)) } : result;
        stripped.set(file, loaded);
      }
      return { ...loaded, shortCircuit: true };
    },
  });
}

/** Instance `n` of the module at `file` (a path under the root given to installInstanceHooks). */
export function loadInstance<T>(file: string, n: number): Promise<T> {
  if (!installedFor) throw new Error('installInstanceHooks first');
  const url = pathToFileURL(file);
  url.searchParams.set('instance', String(n));
  return import(url.href) as Promise<T>;
}
