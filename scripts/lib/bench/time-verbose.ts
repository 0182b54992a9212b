/** Reads the report GNU time writes with `-v` (Debian package `time`, /usr/bin/time). */

export type TimeVerbose = {
  wallMs: number;
  maxRssBytes: number;
  userMs: number;
  systemMs: number;
  exitStatus: number;
};

const field = (text: string, label: string): string | undefined =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith(`${label}`))
    ?.split('): ')
    .pop()
    ?.split(': ')
    .pop();

/** "1:02:03.5", "2:07.41" or "0:47.13" as milliseconds. */
export function parseElapsed(value: string): number {
  const parts = value.trim().split(':').map(Number);
  if (parts.length < 2 || parts.some((n) => !Number.isFinite(n))) throw new Error(`unreadable elapsed time "${value}"`);
  return Math.round(parts.reduce((total, n) => total * 60 + n, 0) * 1000);
}

export function parseTimeVerbose(text: string): TimeVerbose {
  const elapsed = field(text, 'Elapsed (wall clock) time');
  const rss = field(text, 'Maximum resident set size');
  const user = field(text, 'User time');
  const system = field(text, 'System time');
  const exit = field(text, 'Exit status');
  if (elapsed === undefined || rss === undefined || user === undefined || system === undefined)
    throw new Error('not a GNU time -v report');
  return {
    wallMs: parseElapsed(elapsed),
    maxRssBytes: Number(rss) * 1024,
    userMs: Math.round(Number(user) * 1000),
    systemMs: Math.round(Number(system) * 1000),
    exitStatus: exit === undefined ? 0 : Number(exit),
  };
}
