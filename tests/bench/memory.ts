import { readdirSync, readFileSync } from 'node:fs';
import { probeSignInPage } from './sign-in-probe.ts';
import { formatTable } from './table.ts';

// Resident memory of the `npm start` process tree (issue 19, ADR 038): what a shop's PC gives the product. Read
// from /proc (Linux), summed over the process that `npm start` is and every process under it.

export interface ProcessMemory {
  pid: number;
  command: string;
  rssMiB: number;
}

export interface TreeMemory {
  totalMiB: number;
  /** The largest process: the server. */
  serverMiB: number;
  processes: ProcessMemory[];
}

export interface MemoryReport {
  /** The warm server after start, idle (the median of a few samples a second apart). */
  idle: TreeMemory;
  /** The most the tree held at one sample while the bench drove the server. */
  peak: TreeMemory;
  /** What drove it while `peak` was sampled. */
  load: string;
}

export const memoryGoals = { idleMiB: 300, loadMiB: 500 } as const;

const mib = (kib: number) => Math.round(kib / 102.4) / 10;

function parentOf(pid: number): number | null {
  try {
    // The command may hold spaces and parentheses: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function memoryOf(pid: number): ProcessMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, command: command.length > 90 ? `${command.slice(0, 87)}…` : command, rssMiB: mib(rssKib) };
  } catch {
    return null;
  }
}

/** The process `pid` and everything under it, with each one's resident memory. */
export function treeMemory(pid: number): TreeMemory {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) pids.push(...(children.get(pids[i]!) ?? []));
  const processes = pids.map(memoryOf).filter((p): p is ProcessMemory => p !== null && p.rssMiB > 0);
  const total = processes.reduce((sum, p) => sum + p.rssMiB, 0);
  return {
    totalMiB: Math.round(total * 10) / 10,
    serverMiB: Math.max(0, ...processes.map((p) => p.rssMiB)),
    processes,
  };
}

const pause = (msToWait: number) => new Promise((resolveTick) => setTimeout(resolveTick, msToWait));

/** The tree's median total over `samples` samples a second apart, after `settleMs` for start-up to finish. */
export async function idleMemory(pid: number, { settleMs = 3_000, samples = 5 } = {}): Promise<TreeMemory> {
  await pause(settleMs);
  const taken: TreeMemory[] = [];
  for (let i = 0; i < samples; i += 1) {
    if (i > 0) await pause(1_000);
    taken.push(treeMemory(pid));
  }
  taken.sort((a, b) => a.totalMiB - b.totalMiB);
  return taken[Math.floor(taken.length / 2)]!;
}

/** Samples the tree every 100 ms until stopped; answers the sample with the largest total. */
export function watchPeak(pid: number): { stop(): TreeMemory } {
  let peak = treeMemory(pid);
  const timer = setInterval(() => {
    const now = treeMemory(pid);
    if (now.totalMiB > peak.totalMiB) peak = now;
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Sign-in page loads (authorization request, interaction, login page) from `concurrency` clients at once. */
export async function signInBurst(
  origin: string,
  { concurrency = 16, requests = 400 } = {},
): Promise<number> {
  let sent = 0;
  let failed = 0;
  const client = async () => {
    while (sent < requests) {
      sent += 1;
      if (!(await probeSignInPage(origin)).ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return failed;
}

export function memoryTable(report: MemoryReport): string {
  const holds = (value: number, goal: number) => (value <= goal ? 'yes' : 'NO');
  const figures = formatTable([
    ['resident memory, whole `npm start` process tree', 'MiB', 'goal', 'holds'],
    [
      'idle after the warm start',
      report.idle.totalMiB,
      `≤ ${memoryGoals.idleMiB}`,
      holds(report.idle.totalMiB, memoryGoals.idleMiB),
    ],
    ['  of which the server process', report.idle.serverMiB, '', ''],
    [
      `peak under load (${report.load})`,
      report.peak.totalMiB,
      `≤ ${memoryGoals.loadMiB}`,
      holds(report.peak.totalMiB, memoryGoals.loadMiB),
    ],
    ['  of which the server process', report.peak.serverMiB, '', ''],
  ]);
  const processes = formatTable([
    ['pid', 'process left running by `npm start` (idle)', 'MiB'],
    ...report.idle.processes.map((p) => [p.pid, p.command, p.rssMiB]),
  ]);
  return `${figures}\n\n${processes}`;
}
