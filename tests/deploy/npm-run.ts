// Runs a project script as the owner would (`npm run <script> -- …` from the project's folder), on the
// given database, with nothing of the test runner's own environment; stdout and stderr together.
// Asynchronous, so that a database served from the test's own process keeps answering meanwhile.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { scriptEnv, type FreshDatabase } from './databases.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type ScriptRun = { status: number | null; output: string };

export function npmRun(
  db: Pick<FreshDatabase, 'kind' | 'url'>,
  script: string,
  args: string[],
  extra: Record<string, string> = {},
  input = '',
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: scriptEnv(db, extra) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
    child.stdin.end(input);
  });
}

/** The lines a script printed, without blank ones. */
export const linesOf = (output: string): string[] => output.split('\n').filter((line) => line.trim() !== '');
