// Faults of a throwaway PostgreSQL cluster (postgres-cluster.ts), for the fault tests and
// `npm run bench:faults`: the server frozen (its processes stopped with SIGSTOP: sockets stay open,
// the kernel still acknowledges, nothing answers), thawed, killed as in a crash (SIGKILL to the
// postmaster and every backend), and started again on the same data and port. PostgreSQL writes the
// postmaster's PID on the first line of postmaster.pid and its command line in postmaster.opts.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { POSTGRES_BIN } from './postgres-cluster.ts';

const postmasterPid = (dataDir: string): number => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The postmaster and its children (backends, checkpointer, walwriter…). */
function serverPids(dataDir: string): number[] {
  const postmaster = postmasterPid(dataDir);
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(postmaster)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep answers 1 when there are none
  }
  return [postmaster, ...children];
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone already
    }
  }
}

/** Stops every process of the server (SIGSTOP): connections stay open and unanswered. */
export function freezeServer(dataDir: string): void {
  signal(serverPids(dataDir), 'SIGSTOP');
}

/** Lets the frozen server run again (SIGCONT), children first so the postmaster finds them running. */
export function thawServer(dataDir: string): void {
  signal(serverPids(dataDir).reverse(), 'SIGCONT');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills every process of the server at once (SIGKILL), as a crash or an out-of-memory kill would; resolves once they are gone. */
export async function killServer(dataDir: string): Promise<void> {
  const pids = serverPids(dataDir);
  signal(pids, 'SIGKILL');
  // The start below would otherwise find the port still taken.
  for (let i = 0; i < 500 && pids.some(alive); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Starts the server again on its data (crash recovery if it was killed), with the options it had;
 * resolves once it accepts connections. Asynchronous: a benchmark's clock keeps running meanwhile.
 */
export async function startServerAgain(dataDir: string): Promise<void> {
  // postmaster.opts: the binary, then each argument in double quotes ("-D" "dir" "-c" "port=…").
  const args = [...readFileSync(join(dataDir, 'postmaster.opts'), 'utf8').matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  const options = args.filter((arg, i) => arg !== '-D' && args[i - 1] !== '-D').join(' ');
  const command = [`${POSTGRES_BIN}/pg_ctl`, '-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start'];
  const [cmd, argv] = userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', ...command]] : [command[0]!, command.slice(1)];
  await promisify(execFile)(cmd, argv);
}
