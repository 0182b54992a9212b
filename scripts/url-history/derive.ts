/**
 * Derives every URL the Unleash documentation site published from the public history of the
 * Unleash repository and writes src/data/url-history/docs-urls.tsv (see the README beside it).
 *
 * Usage: npx tsx scripts/url-history/derive.ts [path to a clone or mirror of Unleash/unleash]
 * (default /work/.mirror/Unleash+unleash/repo). Only the history of `main` (first parent) counts:
 * that is what was deployed. Needs nothing but git; the output is committed, so the build and the
 * tests never need the repository.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  docsV1Url,
  docsV2Url,
  expandRedirectSource,
  frontMatterFields,
  kebabOperationId,
  type UrlRecord,
  mergeRecords,
  toTsv,
} from './derive-lib';

const repo = process.argv[2] ?? '/work/.mirror/Unleash+unleash/repo';
const outFile = path.resolve(__dirname, '../../src/data/url-history/docs-urls.tsv');

const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 2 ** 30});

/** Many blobs at once through one `git cat-file --batch`; missing objects give undefined. */
function readBlobs(specs: string[]): (string | undefined)[] {
  if (specs.length === 0) return [];
  const res = spawnSync('git', ['-C', repo, 'cat-file', '--batch'], {
    input: `${specs.join('\n')}\n`,
    maxBuffer: 2 ** 31,
  });
  const out = res.stdout;
  const blobs: (string | undefined)[] = [];
  let pos = 0;
  for (let i = 0; i < specs.length; i++) {
    const nl = out.indexOf(10, pos);
    const header = out.subarray(pos, nl).toString();
    pos = nl + 1;
    if (/ missing$/.test(header) || header.endsWith('ambiguous')) {
      blobs.push(undefined);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    blobs.push(out.subarray(pos, pos + size).toString('utf8'));
    pos += size + 1;
  }
  return blobs;
}

/** When each generation of the site was the one deployed (commit dates on main). */
const WINDOWS = [
  // Docusaurus 1 site (website/siteConfig.js) serving the top-level docs/ folder.
  {root: 'docs/', from: '2018-11-20', to: '2021-06-04', url: 'v1' as const},
  // Docusaurus 2, first in websitev2/, renamed to website/ on 2021-10-25, deleted 2026-02-09.
  {root: 'websitev2/docs/', from: '2021-06-04', to: '2021-10-25', url: 'v2' as const},
  {root: 'website/docs/', from: '2021-10-25', to: '2026-02-09', url: 'v2' as const},
];

type Commit = {sha: string; date: string; changes: {status: string; paths: string[]}[]};

function logCommits(pathspecs: string[]): Commit[] {
  const text = git(
    'log',
    '--first-parent',
    'main',
    '--reverse',
    '--format=@@%H %cs',
    '--name-status',
    '-M',
    '--',
    ...pathspecs,
  );
  const commits: Commit[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('@@')) {
      const [sha, date] = line.slice(2).split(' ');
      commits.push({sha, date, changes: []});
    } else if (line.trim()) {
      const [status, ...paths] = line.split('\t');
      commits.at(-1)?.changes.push({status, paths});
    }
  }
  return commits;
}

const records: UrlRecord[] = [];
const short = (sha: string) => sha.slice(0, 10);

/** Doc files: a URL holds from the commit that gave a file that URL to the one that took it away. */
function docPages() {
  const commits = logCommits(WINDOWS.map((w) => w.root.slice(0, -1)));
  type Live = {url: string; since: string; source: string};
  const live = new Map<string, Live>();
  const close = (file: string, date: string) => {
    const cur = live.get(file);
    if (!cur) return;
    live.delete(file);
    const window = WINDOWS.find((w) => file.startsWith(w.root))!;
    const first = cur.since < window.from ? window.from : cur.since;
    const last = date > window.to ? window.to : date;
    if (first <= last && cur.since <= window.to) {
      records.push({url: cur.url, kind: 'page', firstSeen: first, lastSeen: last, source: cur.source});
    }
  };
  const isDoc = (file: string) => {
    const window = WINDOWS.find((w) => file.startsWith(w.root));
    if (!window || !/\.mdx?$/.test(file)) return undefined;
    const rel = file.slice(window.root.length);
    // Docusaurus skips files and folders that start with an underscore (partials).
    if (rel.split('/').some((seg) => seg.startsWith('_'))) return undefined;
    return {window, rel};
  };
  for (const commit of commits) {
    const reads: {file: string; rel: string; v: 'v1' | 'v2'}[] = [];
    for (const {status, paths} of commit.changes) {
      const target = paths.at(-1)!;
      if (status.startsWith('R')) close(paths[0], commit.date);
      if (status === 'D') {
        close(target, commit.date);
        continue;
      }
      const doc = isDoc(target);
      if (doc) reads.push({file: target, rel: doc.rel, v: doc.window.url});
    }
    const blobs = readBlobs(reads.map((r) => `${commit.sha}:${r.file}`));
    reads.forEach(({file, rel, v}, i) => {
      const text = blobs[i];
      if (text === undefined) return; // blob not in this mirror: keep the previous URL
      const fm = frontMatterFields(text);
      const url = fm.draft ? undefined : v === 'v1' ? docsV1Url(rel, fm) : docsV2Url(rel, fm, commit.date);
      const cur = live.get(file);
      if (cur?.url === url) return;
      close(file, commit.date);
      if (url) live.set(file, {url, since: commit.date, source: `${file}@${short(commit.sha)}`});
    });
  }
  for (const file of [...live.keys()]) close(file, '9999-12-31');
}

/** Every `from` of the client-redirect plugin and every `source` of website/vercel.json. */
function redirectSources() {
  const files = [
    'websitev2/docusaurus.config.js',
    'website/docusaurus.config.js',
    'website/docusaurus.config.ts',
    'website/vercel.json',
    'website/static/_redirects',
    'website/netlify.toml',
  ];
  const commits = logCommits(files);
  const seen = new Map<string, UrlRecord>();
  for (const commit of commits) {
    const touched = commit.changes.map((c) => c.paths.at(-1)!).filter((f) => files.includes(f));
    const blobs = readBlobs(touched.map((f) => `${commit.sha}:${f}`));
    touched.forEach((file, i) => {
      const text = blobs[i];
      if (!text) return;
      const sources = file.endsWith('vercel.json') ? vercelSources(text) : clientRedirectFroms(text);
      for (const raw of sources) {
        for (const url of expandRedirectSource(raw)) {
          const key = url;
          const prev = seen.get(key);
          if (prev) prev.lastSeen = commit.date;
          else
            seen.set(key, {
              url,
              kind: url.includes(':') || url.includes('(') ? 'rule' : 'redirect',
              firstSeen: commit.date,
              lastSeen: commit.date,
              source: `${file}@${short(commit.sha)} ${file.endsWith('.json') ? 'redirect source' : 'client redirect from'} ${raw}`,
            });
        }
      }
    });
  }
  records.push(...seen.values());
}

function vercelSources(text: string): string[] {
  try {
    const json = JSON.parse(text) as {redirects?: {source: string; has?: unknown}[]};
    // A source that does not start with / (a typo in one version) never matched a URL.
    return (json.redirects ?? []).filter((r) => !r.has && r.source.startsWith('/')).map((r) => r.source);
  } catch {
    console.warn('derive: a version of vercel.json does not parse; skipped');
    return [];
  }
}

function clientRedirectFroms(text: string): string[] {
  const froms: string[] = [];
  // Comment lines hold examples (`from: ['/old/path']`), not redirects.
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  for (const m of code.matchAll(/\bfrom:\s*(\[[\s\S]*?\]|'[^']*'|"[^"]*"|`[^`]*`)/g)) {
    for (const s of m[1].matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) froms.push(s[1] ?? s[2] ?? s[3]);
  }
  return froms.filter((f) => f.startsWith('/'));
}

/** SDK, Edge and MCP pages the remote-content plugin generated from other repositories' READMEs. */
async function remoteContentPages() {
  const dirs = ['website/remote-content', 'websitev2/remote-content'];
  const commits = logCommits(dirs);
  const seen = new Map<string, UrlRecord>();
  let listedLast = new Set<string>();
  for (const commit of commits) {
    const listedNow = new Set<string>();
    const dir = dirs.find((d) => commit.changes.some((c) => c.paths.some((p) => p.startsWith(d))))!;
    let listing: string[];
    try {
      listing = execFileSync('git', ['-C', repo, 'ls-tree', '--name-only', `${commit.sha}:${dir}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .split('\n')
        .filter(Boolean);
    } catch {
      continue; // deleted in this commit
    }
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-content-'));
    const blobs = readBlobs(listing.map((f) => `${commit.sha}:${dir}/${f}`));
    const esm = blobs.some((b) => b && /^\s*(import|export)\s/m.test(b));
    fs.writeFileSync(path.join(tmp, 'package.json'), JSON.stringify({type: esm ? 'module' : 'commonjs'}));
    listing.forEach((f, i) => {
      const blob = blobs[i];
      if (blob !== undefined) fs.writeFileSync(path.join(tmp, f), blob);
    });
    for (const f of listing.filter((name) => /\.js$/.test(name) && !/test|shared/.test(name))) {
      try {
        const mod = (await import(pathToFileURL(path.join(tmp, f)).href)) as Record<string, unknown>;
        for (const value of Object.values(
          mod.default && typeof mod.default === 'object' ? {...mod, ...mod.default} : mod,
        )) {
          const set = value as {
            urls?: string[];
            modifyContent?: (file: string, content: string) => {content?: string} | undefined;
          };
          if (!set || !Array.isArray(set.urls) || typeof set.modifyContent !== 'function') continue;
          for (const doc of set.urls) {
            const out = set.modifyContent(doc, '# Title\n\nText.\n');
            const slug = /^slug:\s*(\S+)/m.exec(out?.content ?? '')?.[1];
            if (!slug) continue;
            const url = slug.replace(/\/$/, '') || '/';
            listedNow.add(url);
            const prev = seen.get(url);
            if (prev) prev.lastSeen = commit.date;
            else
              seen.set(url, {
                url,
                kind: 'generated',
                firstSeen: commit.date,
                lastSeen: commit.date,
                source: `${dir}/${f}@${short(commit.sha)} remote content ${doc}`,
              });
          }
        }
      } catch (error) {
        console.warn(
          `derive: ${dir}/${f}@${short(commit.sha)} could not be evaluated (${(error as Error).message.split('\n')[0]})`,
        );
      }
    }
    fs.rmSync(tmp, {recursive: true, force: true});
    if (listedNow.size > 0) listedLast = listedNow;
  }
  // Pages the last version still listed were generated until the site was deleted.
  for (const url of listedLast) seen.get(url)!.lastSeen = '2026-02-09';
  records.push(...seen.values());
}

/**
 * API operation pages. docusaurus-plugin-openapi-docs named each page after the kebab-cased
 * operationId of the spec it was given (the hosted Enterprise instance's), under
 * /reference/api/unleash from 2022-09-19 and under /api from 2025-11-26. The generated sidebar
 * committed with the move lists the ids of that time; older ids come from the open-source
 * server's operationIds at each release tag of that period.
 */
function apiOperationPages() {
  // On main the move to /api came with 2025-12-04's cleanup, without the generated sidebar; the
  // pull request that prepared it (refs/pull) committed that sidebar, which lists the ids of the time.
  const moved = '2025-12-04';
  const sidebarCommits = git('log', '--all', '--format=%H', '--', 'website/docs/api/sidebar.ts')
    .split('\n')
    .filter(Boolean);
  const sidebarIds = new Map<string, string>();
  const sidebars = readBlobs(sidebarCommits.map((sha) => `${sha}:website/docs/api/sidebar.ts`));
  sidebarCommits.forEach((sha, i) => {
    for (const m of (sidebars[i] ?? '').matchAll(/id: '(api\/[^']+)'/g)) {
      if (!sidebarIds.has(m[1].slice(4))) sidebarIds.set(m[1].slice(4), `website/docs/api/sidebar.ts@${short(sha)}`);
    }
  });
  for (const [slug, source] of sidebarIds) {
    records.push({url: `/api/${slug}`, kind: 'operation', firstSeen: moved, lastSeen: '2026-02-09', source});
    records.push({
      url: `/reference/api/unleash/${slug}`,
      kind: 'operation',
      firstSeen: '2022-09-19',
      lastSeen: moved,
      source: `${source} (the same generated page before the move to /api)`,
    });
  }
  const tags = git('tag', '--list', 'v*', '--sort=creatordate', '--format=%(refname:short) %(creatordate:short)')
    .split('\n')
    .map((l) => l.split(' '))
    .filter(([tag, date]) => tag && /^v\d+\.\d+\.\d+$/.test(tag) && date >= '2022-09-01' && date < moved);
  for (const [tag, date] of tags) {
    let text = '';
    try {
      text = git('grep', '-h', '-o', '-E', 'operationId: [\'"][A-Za-z0-9_]+[\'"]', tag, '--', 'src/lib');
    } catch {
      continue; // no match
    }
    for (const m of text.matchAll(/operationId: ['"]([A-Za-z0-9_]+)['"]/g)) {
      records.push({
        url: `/reference/api/unleash/${kebabOperationId(m[1])}`,
        kind: 'operation',
        firstSeen: date,
        lastSeen: date,
        source: `src/lib operationId ${m[1]}@${tag}`,
      });
    }
  }
}

async function main() {
  docPages();
  redirectSources();
  await remoteContentPages();
  apiOperationPages();
  const merged = mergeRecords(records);
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  fs.writeFileSync(outFile, toTsv(merged));
  const byKind = new Map<string, number>();
  for (const r of merged) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
  console.log(
    `derive: ${merged.length} URLs (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}) → ${path.relative(process.cwd(), outFile)}`,
  );
}

void main();
