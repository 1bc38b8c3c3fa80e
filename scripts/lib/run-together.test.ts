import { describe, expect, it } from 'vitest';
import { runTogether } from './run-together.ts';

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });

function collector() {
  const lines: string[] = [];
  return { lines, write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) };
}

describe('running commands side by side', () => {
  it('prefixes every line with its command, and passes when every command passes', async () => {
    const out = collector();
    const err = collector();
    const code = await runTogether(
      [
        { name: 'shop', ...node('console.log("one"); console.log("two")') },
        { name: 'admin', ...node('console.error("warned")') },
      ],
      out,
      err,
    );
    expect(code).toBe(0);
    expect(out.lines).toEqual(expect.arrayContaining(['[shop ] one', '[shop ] two']));
    expect(err.lines).toEqual(['[admin] warned']);
    expect(out.lines.filter((line) => / passed after \d+m\d\ds$/.test(line))).toHaveLength(2);
    expect(out.lines.at(-1)).toMatch(/^all passed/);
  });

  it('fails when any command fails, after waiting for the others, and names it', async () => {
    const out = collector();
    const code = await runTogether(
      [
        { name: 'gate', ...node('process.exit(3)') },
        { name: 'shop', ...node('setTimeout(() => console.log("still ran"), 300)') },
      ],
      out,
      collector(),
    );
    expect(code).toBe(1);
    expect(out.lines).toContain('[shop] still ran');
    expect(out.lines.some((line) => line.startsWith('[gate] FAILED (exit 3)'))).toBe(true);
    expect(out.lines.at(-1)).toMatch(/^gate failed/);
  });

  it('fails when a command cannot start', async () => {
    const err = collector();
    expect(await runTogether([{ name: 'x', command: '/no/such/command', args: [] }], collector(), err)).toBe(1);
    expect(err.lines.join('\n')).toContain('[x] spawn /no/such/command ENOENT');
  });
});
