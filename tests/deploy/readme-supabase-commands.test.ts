// Every `npx supabase …` command the README and its docs (docs/deploy.md holds the walk-through) give the owner exists in the pinned CLI, with every flag
// it passes, and none of them is one the CLI calls deprecated (v3 deprecates --linked and --db-url,
// and works on a local stack unless told --remote): a new owner copying the README must not meet
// "unknown command", "unknown flag" or a command that silently targets the wrong database.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { supabaseCli, type CliRun } from './supabase-cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The README gives the deploy in brief; docs/deploy.md step by step (and the other pages may name a command).
const docs = readdirSync(join(root, 'docs'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => join('docs', file));
const readme = ['README.md', ...docs].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');

type Command = { words: string[]; flags: string[]; text: string };

/** `npx supabase db push --remote=<url> --yes` → words [db, push], flags [--remote, --yes]. */
function commandsIn(text: string): Command[] {
  const found = new Map<string, Command>();
  for (const [, rest] of text.matchAll(/npx supabase ([^`#\n'>]*)/g)) {
    const tokens = rest!.trim().split(/\s+/).filter(Boolean);
    const words = [];
    for (const token of tokens) {
      if (!/^[a-z][a-z-]*$/.test(token)) break;
      words.push(token);
    }
    if (!words.length || words[0] === 'config') continue; // named only to say never to run it
    const flags = tokens.filter((t) => t.startsWith('--')).map((t) => t.split('=')[0]!);
    const key = [...words, ...flags].join(' ');
    found.set(key, { words, flags, text: `npx supabase ${rest!.trim()}` });
  }
  return [...found.values()];
}

const commands = commandsIn(readme);

// One `--help` per subcommand (the README names `db push` with several flag sets), all asked at once.
const helps = new Map<string, Promise<CliRun>>();
function helpOf(words: string[]): Promise<CliRun> {
  const key = words.join(' ');
  if (!helps.has(key)) {
    const help = supabaseCli([...words, '--help']);
    help.catch(() => {}); // awaited by its tests, which report a failure
    helps.set(key, help);
  }
  return helps.get(key)!;
}

describe("the README's Supabase CLI commands", () => {
  beforeAll(() => {
    for (const command of commands) void helpOf(command.words);
  });

  it('are the ones the deploy needs, each reaching the linked project where it must', () => {
    const said = commands.map((c) => [...c.words, ...c.flags].join(' '));
    expect(said).toEqual(expect.arrayContaining(['login', 'link --project-ref', 'db push --remote', 'migration list --remote']));
    for (const command of commands) {
      expect(command.flags, command.text).not.toContain('--linked');
      expect(command.flags, command.text).not.toContain('--db-url');
      // Database commands without --remote work on a local stack in CLI v3: only start and reset are meant so.
      if (['db push', 'db pull', 'migration list', 'db dump'].includes(command.words.join(' ')))
        expect(command.flags, command.text).toContain('--remote');
    }
  });

  it.each(commands.map((c) => [c.text, c] as const))('%s: the pinned CLI knows the command and its flags', async (_text, command) => {
    const help = await helpOf(command.words);
    expect(help.status).toBe(0);
    expect(help.output).toMatch(/USAGE/);
    expect(help.output).toContain(`supabase ${command.words.join(' ')}`);
    for (const flag of command.flags) expect(help.output).toMatch(new RegExp(`\\s${flag}(\\[|\\s|=|,)`));
    expect(help.output).not.toMatch(/deprecated/i);
  });
});
