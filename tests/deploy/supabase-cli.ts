// The Supabase CLI itself, the version pinned in package.json, run from the project's folder as the
// deploy walk-through (docs/deploy.md) has the owner run it (`npx supabase …`). A database URL takes the place of the linked
// project: `--remote=<url>` reaches a database exactly as `--remote` reaches the linked one, minus
// the Supabase account. Telemetry off: these tests send nothing anywhere.
// npx only finds node_modules/.bin/supabase and runs it, adding 4–5 s a call on a busy machine: the
// tests run that same program directly, and supabase-walkthrough.test.ts goes through npx once to
// show that `npx supabase` is the pinned version.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const installed = fileURLToPath(new URL('../../node_modules/.bin/supabase', import.meta.url));

export type CliRun = { status: number | null; output: string };

/** `supabase <args>` in the project's folder (or `--workdir`, a copy of it), stdout and stderr together. */
export function supabaseCli(args: string[], options: { workdir?: string; throughNpx?: boolean } = {}): Promise<CliRun> {
  const argv = [...args, ...(options.workdir ? ['--workdir', options.workdir] : [])];
  const [command, commandArgs] = options.throughNpx ? ['npx', ['supabase', ...argv]] : [process.execPath, [installed, ...argv]];
  const env: NodeJS.ProcessEnv = { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key.startsWith('DATABASE_')) delete env[key];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) console.error(`supabase ${argv.join(' ')} failed:\n${output}`);
      resolve({ status, output });
    });
  });
}

/** Lines in which the CLI complains about supabase/config.toml (unknown, removed or deprecated keys). */
export function configWarnings(output: string): string[] {
  return output.split('\n').filter((line) => /WARN|deprecated|no longer supported|config\.toml|unknown (key|field)/i.test(line));
}
