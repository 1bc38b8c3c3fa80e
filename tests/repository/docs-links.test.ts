// The README is the newcomer's first page: short (at most 200 lines), with every page of docs/ linked
// from it, and no link in the README or docs/ that leads nowhere (a missing file, or a heading that
// does not exist, as "Drop day: the pooler and the compute size" once was).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const docs = readdirSync(join(root, 'docs'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/${file}`);
const pages = ['README.md', ...docs];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** Headings outside fenced code blocks. */
function anchorsIn(text: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** Relative links: [text](path#anchor), [text](#anchor). */
const linksIn = (text: string) =>
  [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));

describe('the README and docs/', () => {
  it('the README is at most 200 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('links every page of docs/ from the README', () => {
    const readme = read('README.md');
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(readme, doc).toContain(`](${doc})`);
  });

  it.each(pages)('%s: every relative link reaches a file and, with #, a heading of it', (page) => {
    for (const href of linksIn(read(page))) {
      const [path, anchor] = href.split('#') as [string, string | undefined];
      const target = path ? normalize(join(dirname(page), path)) : page;
      expect(existsSync(join(root, target)), `${page}: ${href}`).toBe(true);
      if (anchor !== undefined && target.endsWith('.md')) expect([...anchorsIn(read(target))], `${page}: ${href}`).toContain(anchor);
    }
  });
});
