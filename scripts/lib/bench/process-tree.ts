/**
 * Memory of a whole process tree, sampled from /proc. GNU time reports the largest single
 * process only; a build is npm, the Docusaurus process and its helpers, so the bench also sums
 * the resident memory of every descendant at each sample and keeps the peak.
 */
import fs from 'node:fs';

export type ProcInfo = {pid: number; ppid: number; rssBytes: number; cmdline: string};

const PAGE_BYTES = 4096;

/**
 * Parses /proc/<pid>/stat. The command name (field 2) is in parentheses and may hold spaces or
 * parentheses itself, so fields are counted from the last ")".
 */
export function parseStat(stat: string): {pid: number; ppid: number; rssPages: number} | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(stat.slice(0, stat.indexOf(' ')));
  // After ")": state(3) ppid(4) … rss is field 24.
  const rest = stat
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const ppid = Number(rest[1]);
  const rssPages = Number(rest[21]);
  if (!Number.isFinite(pid) || !Number.isFinite(ppid) || !Number.isFinite(rssPages)) return null;
  return {pid, ppid, rssPages};
}

/** The root and all its descendants among `processes`. */
export function descendantsOf(processes: readonly ProcInfo[], rootPid: number): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const result: ProcInfo[] = [];
  const root = processes.find((p) => p.pid === rootPid);
  const queue = root ? [root] : [];
  while (queue.length > 0) {
    const p = queue.shift() as ProcInfo;
    result.push(p);
    queue.push(...(children.get(p.pid) ?? []));
  }
  return result;
}

export const treeRssBytes = (processes: readonly ProcInfo[], rootPid: number): number =>
  descendantsOf(processes, rootPid).reduce((sum, p) => sum + p.rssBytes, 0);

/** Every process visible in /proc now. Processes that exit while being read are skipped. */
export function readProcTable(withCmdline: boolean): ProcInfo[] {
  const processes: ProcInfo[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (!stat) continue;
      const cmdline = withCmdline ? fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() : '';
      processes.push({pid: stat.pid, ppid: stat.ppid, rssBytes: stat.rssPages * PAGE_BYTES, cmdline});
    } catch {
      // gone between readdir and read
    }
  }
  return processes;
}

export type PhaseMatcher = {name: string; test: (cmdline: string) => boolean};

export type TreeSampler = {
  /** Stops sampling; returns the peak tree RSS and how long each phase's processes were seen. */
  stop: () => {peakTreeRssBytes: number; phases: Record<string, number>};
};

/** Samples the tree under `rootPid` every `intervalMs` until stopped. */
export function sampleTree(rootPid: number, phases: readonly PhaseMatcher[], intervalMs = 200): TreeSampler {
  let peak = 0;
  const seen = new Map<string, {first: number; last: number}>();
  const sample = () => {
    const tree = descendantsOf(readProcTable(true), rootPid);
    peak = Math.max(
      peak,
      tree.reduce((sum, p) => sum + p.rssBytes, 0),
    );
    const now = Date.now();
    for (const phase of phases) {
      if (!tree.some((p) => phase.test(p.cmdline))) continue;
      const span = seen.get(phase.name);
      seen.set(phase.name, {first: span?.first ?? now, last: now});
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return {
        peakTreeRssBytes: peak,
        phases: Object.fromEntries([...seen].map(([name, span]) => [name, span.last - span.first + intervalMs])),
      };
    },
  };
}
