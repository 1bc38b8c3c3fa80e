// One Node version, said once: the README, package.json's engines and the `node` devDependency that
// npm scripts run on, .nvmrc, and Netlify's NODE_VERSION agree; and every npm script is documented
// in the README and points at a file that exists.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const major = (text: string) => Number(/(\d+)/.exec(text)?.[1]);

describe('one Node story', () => {
  it('README, engines, .nvmrc, netlify.toml and the node devDependency name one major version', () => {
    const readme = read('README.md');
    const stated = /Needs Node\.js (\d+)/.exec(readme);
    expect(stated, 'the README says "Needs Node.js N"').not.toBeNull();
    const version = Number(stated![1]);
    const netlify = parse(read('netlify.toml')) as { build: { environment: { NODE_VERSION: string } } };
    expect({
      nvmrc: major(read('.nvmrc')),
      netlify: major(netlify.build.environment.NODE_VERSION),
      engines: major(pkg.engines.node),
      devDependency: major(pkg.devDependencies.node!),
    }).toEqual({ nvmrc: version, netlify: version, engines: version, devDependency: version });
    expect(pkg.engines.node).toBe(`>=${version}`);
    // No second, different minimum anywhere in the README.
    for (const [, other] of readme.matchAll(/Node(?:\.js)? (\d+)(?:\.\d+)* or newer/g)) expect(Number(other)).toBe(version);
  });

  it('runs the tests on that Node (npm scripts use the node package from node_modules)', () => {
    expect(major(process.versions.node)).toBe(major(read('.nvmrc')));
  });

  it('documents every npm script in the README, and each script file exists', () => {
    const readme = read('README.md');
    for (const [name, command] of Object.entries(pkg.scripts)) {
      const named = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
      expect(readme, `README mentions ${named}`).toContain(named);
      for (const [, file] of command.matchAll(/node (scripts\/\S+\.ts)/g)) expect(existsSync(join(root, file!)), file).toBe(true);
    }
  });
});
