// CPU seconds spent by processes, read from /proc (Linux): where an order's CPU goes during the
// benchmark (database, order servers, the benchmark's own shoppers and webhook receiver).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds of a process, with those of its children that ended (the postmaster reaps every backend). */
function stat(pid: number | string): { comm: string; seconds: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // utime, stime, cutime and cstime are fields 14 to 17 of the line, 12 to 15 after "pid (comm) ".
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { comm, seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined; // the process ended
  }
}

/** CPU seconds of a process and of its children, those that ended and those still running (a postmaster and its backends). */
export function treeCpuSeconds(pid: number): number {
  let seconds = stat(pid)?.seconds ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) seconds += stat(entry)?.seconds ?? 0;
    } catch {
      // the process ended meanwhile
    }
  }
  return seconds;
}

/** The pid of a cluster's postmaster, the parent of its backends (first line of postmaster.pid). */
export const postmasterPid = (dataDir: string): number => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/**
 * CPU seconds of the benchmark's own processes right now: the database (its postmaster and backends,
 * not every `postgres` on the machine: other clusters run beside it on a shared machine), the order
 * servers and the benchmark itself.
 */
export function cpuSeconds(pids: { database: number; server: number[]; bench: number }): {
  database: number;
  servers: number;
  bench: number;
} {
  const sum = (list: number[]) => list.reduce((total, pid) => total + (stat(pid)?.seconds ?? 0), 0);
  return { database: treeCpuSeconds(pids.database), servers: sum(pids.server), bench: sum([pids.bench]) };
}
