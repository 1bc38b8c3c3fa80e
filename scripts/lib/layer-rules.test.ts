// The import rule of docs/architecture.md ("Layers and the import rule"): `npm run check` runs
// scripts/check-layers.ts, which must pass on the tree and fail on each kind of arrow against the layers.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layerViolations } from './layer-rules.ts';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A tree of the given files (path → text), in a folder of its own. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(scratch, 'tree-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}
const checkLayers = (dir: string) => spawnSync(process.execPath, [join(root, 'scripts/check-layers.ts'), dir], { encoding: 'utf8' });

describe('the import rule', () => {
  it('passes on the tree as it is (what npm run check runs)', () => {
    expect(layerViolations(root)).toEqual([]);
    expect(execFileSync(process.execPath, [join(root, 'scripts/check-layers.ts')], { cwd: root, encoding: 'utf8' })).toContain(
      'no import against the rule',
    );
  }, 60_000);

  it('fails npm run check on a file in src/domain that imports from src/server, naming the file and the rule', () => {
    const dir = tree({ 'src/domain/orders/total.ts': "import { db } from '../../server/db/client.ts';\nexport const x = db;\n" });
    const run = checkLayers(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("src/domain/orders/total.ts: imports '../../server/db/client.ts'");
    expect(run.stderr).toContain('src/domain is pure');
  }, 30_000);

  it('fails npm run check on src/integrations importing a shopper feature', () => {
    const dir = tree({
      'src/integrations/netlify-image-config.ts': "import { storageImagesPattern } from '../features/seo/responsive-images.ts';\n",
    });
    const run = checkLayers(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("src/integrations/netlify-image-config.ts: imports '../features/seo/responsive-images.ts'");
    expect(run.stderr).toContain("src/integrations (the build's plumbing)");
  }, 30_000);

  // One bad file per rule; each must be caught, and the same imports from an allowed place are not.
  const arrows: [string, string, string][] = [
    ['the domain doing I/O', 'src/domain/cart/save.ts', "import { writeFileSync } from 'node:fs';"],
    ['the domain importing an island', 'src/domain/cart/view.ts', "import { x } from '../../features/cart/cart-store.ts';"],
    ['an island importing server code', 'src/features/cart/Badge.tsx', "import { db } from '../../server/db/client.ts';"],
    [
      'an island importing server code in .astro frontmatter',
      'src/features/countdown/Popup.astro',
      "---\nimport { siteSettingsForPages } from '../../server/settings/page-settings.ts';\n---\n<div />",
    ],
    [
      'an island script tag importing server code',
      'src/features/toasts/Toasts.astro',
      "<script>\nimport { db } from '../../server/db/client.ts';\n</script>",
    ],
    [
      'a component importing a feature',
      'src/components/Header.astro',
      "---\nimport CartLink from '../features/cart/CartLink.astro';\n---\n<CartLink />",
    ],
    [
      'a feature importing a layout',
      'src/features/landing/Info.astro',
      "---\nimport ShopLayout from '../../layouts/ShopLayout.astro';\n---\n<ShopLayout />",
    ],
    [
      'server code importing a feature',
      'src/server/buy-now/rewrites.ts',
      "import { buyNowRewrites } from '../../features/buy-now/shell-routes.ts';",
    ],
    ['a function importing an island', 'netlify/functions/orders.ts', "import { x } from '../../src/features/checkout/order-form.ts';"],
    ['src importing a script', 'src/server/db/seed.ts', "import { seed } from '../../../scripts/lib/database.ts';"],
    ['astro.config.mjs importing a script', 'astro.config.mjs', "import { imageVariants } from './scripts/lib/image-variants.ts';"],
    ['a shopper feature importing the admin', 'src/features/cart/Cart.tsx', "import { Button } from '../../admin/ui/Button.tsx';"],
    [
      'the admin importing a shopper feature',
      'src/admin/orders/EditOrderForm.tsx',
      "import { useCommunes } from '../../features/delivery/useCommunes.ts';",
    ],
    [
      'build plumbing (src/integrations) importing a shopper feature',
      'src/integrations/netlify-image-config.ts',
      "import { storageImagesPattern } from '../features/seo/responsive-images.ts';",
    ],
    [
      'a client directive importing a shopper feature',
      'src/client-directives/first-toast.ts',
      "import { TOAST_HOTKEY } from '../features/toasts/toast-signal.ts';",
    ],
    ['build plumbing importing an admin screen', 'src/integrations/site-gate.ts', "import { x } from '../admin/shell/AdminApp.tsx';"],
    [
      'a shopper feature importing build plumbing',
      'src/features/seo/images.ts',
      "import { remoteImagesFor } from '../../integrations/netlify-image-config.ts';",
    ],
    ['an admin screen importing a client directive', 'src/admin/ui/Toasts.tsx', "import tap from '../../client-directives/tap.ts';"],
    ['the languages importing a shopper feature', 'src/i18n/messages.ts', "import { cartMessages } from '../features/cart/messages.ts';"],
    ['the languages importing the admin', 'src/i18n/dictionaries.ts', "import { adminMessages } from '../admin/core/messages.ts';"],
    [
      'the languages importing server code',
      'src/i18n/locales.ts',
      "import { readDefaultLocale } from '../server/settings/default-locale.ts';",
    ],
    ['the languages importing the domain', 'src/i18n/isolate.ts', "import { money } from '../domain/money.ts';"],
    ['a layout importing a page', 'src/layouts/ShopLayout.astro', "---\nimport Home from '../pages/index.astro';\n---\n<Home />"],
    [
      'a dynamic import against the layers',
      'src/features/search/lazy.ts',
      "export const load = () => import('../../server/catalog/catalog.repo.ts');",
    ],
  ];
  it.each(arrows)('fails on %s', (_what, file, text) => {
    const violations = layerViolations(tree({ [file]: `${text}\n` }));
    expect(violations).toHaveLength(1);
    expect(violations[0]!.file).toBe(file);
  });

  it('lets each layer import what is below it, and tests import anything', () => {
    const dir = tree({
      'src/features/cart/Badge.tsx':
        "import { money } from '../../domain/money.ts';\nimport { t } from '../../i18n/messages.ts';\nimport { pack } from '../../components/packed-props.ts';\nimport { useCommunes } from '../../client/useCommunes.ts';",
      'src/layouts/shell/Header.astro': "---\nimport CartLink from '../../features/cart/CartLink.astro';\n---",
      'src/pages/index.astro':
        "---\nimport { db } from '../server/db/client.ts';\nimport ShopLayout from '../layouts/ShopLayout.astro';\n---",
      'src/integrations/site-gate.ts':
        "import { db } from '../server/db/client.ts';\nimport { rewrites } from '../domain/buy-now/shell-routes.ts';\nimport { LOCALES } from '../i18n/locales.ts';",
      'src/client-directives/first-toast.ts': "import { TOAST_HOTKEY } from '../client/toast-signal.ts';",
      'src/i18n/messages.ts': "import { LOCALES } from './locales.ts';\nimport { z } from 'zod/mini';",
      'netlify/functions/orders.ts': "import { handle } from '../../src/server/http/handle.ts';\nimport { z } from 'zod';",
      'src/domain/cart/cart.ts': "import { z } from 'zod/mini';\nimport { createHash } from 'node:crypto';",
      'src/domain/cart/cart.test.ts': "import { db } from '../../server/db/client.ts';",
    });
    expect(layerViolations(dir)).toEqual([]);
    expect(checkLayers(dir).status).toBe(0);
  }, 30_000);
});
