// Every admin function is a route table (src/server/admin/admin-function.ts), while Netlify routes by the
// function's config, read from its source without running it: the two must say the same. A table path
// that no config.path serves would never be reached on Netlify; a config method that no route takes
// would be a 405 there. Found by listing the folder: a new admin function is checked without anyone
// adding it here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRoute, routesOf, type FunctionModule } from '../../src/server/http/function-routes.ts';

const dir = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const adminFiles = readdirSync(dir)
  .filter((f) => /^admin-.*\.ts$/.test(f))
  .sort();

type AdminModule = FunctionModule & { default: FunctionModule['default'] & { routes?: string[] } };
const load = async (file: string) => (await import(pathToFileURL(join(dir, file)).href)) as AdminModule;

/** A table path with each parameter filled in (/api/admin/orders/:number(\\d{1,10})/status -> /api/admin/orders/1/status). */
const sample = (path: string) => path.replace(/:\w+(\([^)]*\))?/g, '1');

describe('the admin functions’ route tables', () => {
  it('cover every admin function', async () => {
    expect(adminFiles.length).toBeGreaterThan(30);
    for (const file of adminFiles) expect((await load(file)).default.routes, file).toEqual(expect.any(Array));
  });

  for (const file of adminFiles) {
    it(`${file}: its table's routes are the ones its config gives it`, async () => {
      const mod = await load(file);
      const name = file.replace(/\.ts$/, '');
      const routes = routesOf(name, mod);
      const table = (mod.default.routes ?? []).map((key) => key.split(' ') as [string, string]);
      for (const [method, path] of table) {
        const match = matchRoute(routes, method, sample(path));
        expect(match && 'route' in match, `${method} ${path} is routed to ${name}`).toBe(true);
      }
      const declared = [mod.config?.method ?? []].flat().map((m) => m.toUpperCase());
      expect(new Set(table.map(([method]) => method)), name).toEqual(new Set(declared));
    });
  }
});
