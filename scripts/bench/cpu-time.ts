// CPU time of processes from /proc (Linux), for the fleet bench's CPU per request: a process's own
// user and system time, and a PostgreSQL server's with its backends' (the postmaster's children).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second, the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Stat {
  ppid: number;
  /** utime + stime, in ms. */
  own: number;
  /** cutime + cstime, in ms: children that have ended and been waited for. */
  children: number;
}

function stat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ms = (index: number) => (Number(fields[index]) * 1000) / TICKS_PER_SECOND;
  return { ppid: Number(fields[1]), own: ms(11) + ms(12), children: ms(13) + ms(14) };
}

/** CPU milliseconds a process has used so far (0 once it has gone). */
export const processCpuMs = (pid: number): number => stat(pid)?.own ?? 0;

/** CPU milliseconds of a process and all its children, living and ended (a PostgreSQL server and its backends). */
export function processTreeCpuMs(pid: number): number {
  const root = stat(pid);
  if (!root) return 0;
  let total = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === pid) total += child.own;
  }
  return total;
}
