// Left checkouts serve the owner's calls only (issue 41 §1, docs/left-checkouts.md): her consent was to
// a call, not to advertising. So no code that talks to the ad platforms reads them, and the left
// checkouts' code reaches no ad code. Checked on the tree, so a later change that wires them together
// fails here before review.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (name === 'node_modules' ? [] : walk(path)) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
const files = [...walk(join(root, 'src')), ...walk(join(root, 'netlify'))].map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

// The ad code: any ads folder, a function named for ads, and whatever names an ad platform's API host.
const AD_HOSTS = /graph\.facebook\.com|business-api\.tiktok\.com|connect\.facebook\.net|analytics\.tiktok\.com/;
const isAdCode = (f: { path: string; text: string }) =>
  /(^|\/)ads(\/|-)/.test(f.path) || /netlify\/functions\/[^/]*ads?[-.]/.test(f.path) || AD_HOSTS.test(f.text);
const LEFT = /left_checkouts?|left-checkouts?/;

describe('left checkouts and the ad platforms', () => {
  it('no ad code reads or names the left checkouts', () => {
    const adCode = files.filter(isAdCode);
    expect(adCode.length, 'the ad code this test watches').toBeGreaterThan(0);
    expect(adCode.filter((f) => LEFT.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it("the left checkouts' code imports no ad code", () => {
    const leftCode = files.filter((f) => LEFT.test(f.path));
    expect(leftCode.length).toBeGreaterThan(5);
    const importsAds = (text: string) => [...text.matchAll(/from '([^']+)'/g)].some(([, spec]) => /(^|\/)ads(\/|-)/.test(spec!));
    expect(leftCode.filter((f) => importsAds(f.text)).map((f) => f.path)).toEqual([]);
  });
});
