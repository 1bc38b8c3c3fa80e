// Runs commands side by side: every output line prefixed with its command's name, one summary line
// per command (passed or failed, and how long it took), and one exit code for all: 0 only when every
// command exited 0. Ctrl-C stops them all. No dependency: a test run should not need one for this.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type Job = { name: string; command: string; args: string[]; env?: Record<string, string> };

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

type Out = { write: (text: string) => unknown };

export async function runTogether(jobs: Job[], out: Out = process.stdout, err: Out = process.stderr): Promise<number> {
  const width = Math.max(...jobs.map((job) => job.name.length));
  const started = Date.now();
  const children = jobs.map((job) => {
    const child = spawn(job.command, job.args, { env: { ...process.env, ...job.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${job.name.padEnd(width)}] `;
    for (const [from, to] of [
      [child.stdout, out],
      [child.stderr, err],
    ] as const) {
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(prefix + line + '\n'));
    }
    const done = new Promise<number>((resolve) => {
      child.on('error', (error) => {
        err.write(`${prefix}${error.message}\n`);
        resolve(1);
      });
      child.on('close', (code, signal) => {
        const status = code ?? (signal ? 1 : 0);
        out.write(`${prefix}${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} after ${minutes(Date.now() - started)}\n`);
        resolve(status);
      });
    });
    return { child, done };
  });
  const stop = () => children.forEach(({ child }) => child.kill('SIGINT'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const codes = await Promise.all(children.map(({ done }) => done));
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  const failed = jobs.filter((_, i) => codes[i] !== 0).map((job) => job.name);
  out.write(
    failed.length
      ? `\n${failed.join(', ')} failed (${minutes(Date.now() - started)})\n`
      : `\nall passed (${minutes(Date.now() - started)})\n`,
  );
  return failed.length ? 1 : 0;
}
