import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {descendantsOf, parseStat, readProcTable, treeRssBytes, type ProcInfo} from '../process-tree';

describe('process tree memory', () => {
  it('reads pid, parent and RSS from /proc/<pid>/stat, whatever the command name holds', () => {
    const stat =
      '4242 (node (worker) x) S 4200 4200 12616 0 -1 4194304 101 0 0 0 0 0 0 0 20 0 1 0 544264 3133440 408 18446744073709551615 0';
    assert.deepEqual(parseStat(stat), {pid: 4242, ppid: 4200, rssPages: 408});
    assert.equal(parseStat('garbage'), null);
  });

  it('sums the root and every descendant, and nothing else', () => {
    const mb = 1024 * 1024;
    const processes: ProcInfo[] = [
      {pid: 1, ppid: 0, rssBytes: 5 * mb, cmdline: 'init'},
      {pid: 10, ppid: 1, rssBytes: 50 * mb, cmdline: 'npm run build'},
      {pid: 11, ppid: 10, rssBytes: 2 * mb, cmdline: 'sh -c docusaurus build'},
      {pid: 12, ppid: 11, rssBytes: 1500 * mb, cmdline: 'node docusaurus build'},
      {pid: 20, ppid: 1, rssBytes: 900 * mb, cmdline: 'someone else'},
    ];
    assert.deepEqual(
      descendantsOf(processes, 10).map((p) => p.pid),
      [10, 11, 12],
    );
    assert.equal(treeRssBytes(processes, 10), 1552 * mb);
    assert.equal(treeRssBytes(processes, 99), 0);
  });

  it('sees this very process in /proc', () => {
    const me = readProcTable(true).find((p) => p.pid === process.pid);
    assert.ok(me, 'own pid listed');
    assert.ok(me.rssBytes > 0);
    assert.match(me.cmdline, /node/);
  });
});
