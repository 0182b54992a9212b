/**
 * Turns a Markdown file fetched from a repository into a page of this site, as a pure function:
 * our front matter (`format: md`, so Docusaurus parses it as CommonMark, not MDX), no badges and
 * no leading H1 (the title is the page's only H1), relative links and images made absolute at the
 * pinned ref, explicit heading ids that match GitHub's anchors, and nothing that Docusaurus'
 * Markdown pipeline would misread (unknown tags, directives) or that should not run on our pages
 * (scripts, event handlers, `javascript:` URLs). Fenced code blocks and code spans pass unchanged.
 */
import path from 'node:path';

export type PageSpec = {
  /** `owner/name` on GitHub. */
  repo: string;
  /** The pinned ref (tag or commit). */
  ref: string;
  /** The file inside the repository, e.g. `docs/concepts.md`. */
  path: string;
  title: string;
  slug: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  /** Our description; without one, the file's first paragraph is used. */
  description?: string;
};

export type TransformOptions = {
  /** `owner/name/path` → site URL: relative links to these files stay on the site. */
  siteLinks?: ReadonlyMap<string, string>;
};

export type TransformedPage = {
  /** The complete page: front matter and body. */
  markdown: string;
  /** Words of prose (code blocks excluded), so callers can refuse an empty page. */
  words: number;
};

export const blobUrl = (repo: string, ref: string, file: string) => `https://github.com/${repo}/blob/${ref}/${file}`;
export const rawUrl = (repo: string, ref: string, file: string) =>
  `https://raw.githubusercontent.com/${repo}/${ref}/${file}`;

type Segment = {code: boolean; lines: string[]};
type Context = PageSpec & TransformOptions;

export function transformMarkdown(source: string, page: PageSpec, options: TransformOptions = {}): TransformedPage {
  const ctx: Context = {...page, ...options};
  const codeSpans: string[] = [];
  const segments = splitCodeBlocks(normalize(source)).map((segment) =>
    segment.code ? segment : {code: false, lines: processProse(segment.lines.join('\n'), ctx, codeSpans).split('\n')},
  );
  processHeadings(segments, codeSpans);
  const restore = (text: string) => text.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => codeSpans[Number(i)]);
  const body = segments
    .map((s) => (s.code ? s.lines.join('\n') : restore(s.lines.map((l) => (l.trim() ? l : '')).join('\n'))))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const prose = segments
    .filter((s) => !s.code)
    .map((s) => s.lines.join('\n'))
    .join('\n');
  const words = (prose.replace(/<[^>]*>|\uE000\d+\uE001/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
  const description =
    page.description ??
    firstParagraph(restore(prose)) ??
    `${page.title}: documentation from the ${page.repo} repository.`;
  return {markdown: `${frontMatter(page, description)}\n${body}\n\n${sourceNote(page)}\n`, words};
}

/** BOM, line endings, NUL bytes, and the file's own front matter (ours replaces it). */
function normalize(source: string): string {
  return source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replace(/[\uE000\uE001]/g, '')
    .replace(/^---\n[\w-]+:.*\n(?:(?:[ \t]|- |#).*\n|[\w-]+:.*\n)*---[ \t]*(?:\n|$)/, '');
}

/**
 * Code blocks are kept as they are: fenced (``` or ~~~, at any indent, as inside list items) and
 * indented (four spaces after a blank line, outside a list).
 */
function splitCodeBlocks(text: string): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = {code: false, lines: []};
  let fence: string | null = null;
  let indented = false;
  let lastText = '';
  const flush = (code: boolean) => {
    if (current.lines.length > 0) segments.push(current);
    current = {code, lines: []};
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (indented) {
      if (/^(?: {4}|\t)/.test(line) || (line.trim() === '' && /^(?: {4}|\t)/.test(lines[i + 1] ?? ''))) {
        current.lines.push(line);
        continue;
      }
      indented = false;
      flush(false);
    }
    if (
      !fence &&
      /^(?: {4}|\t)\s*\S/.test(line) &&
      (i === 0 || lines[i - 1].trim() === '') &&
      !/^\s*(?:[-*+]|\d+[.)])\s|^\s{2,}\S/.test(lastText)
    ) {
      flush(true);
      indented = true;
      current.lines.push(line);
      continue;
    }
    if (line.trim() !== '') lastText = line;
    if (fence) {
      current.lines.push(line);
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) {
        fence = null;
        flush(false);
      }
      continue;
    }
    const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      flush(true);
      fence = open[1];
      current.lines.push(line);
      continue;
    }
    current.lines.push(line);
  }
  flush(false);
  return segments;
}

/** Everything that happens to prose, with code spans swapped for placeholders first. */
function processProse(text: string, ctx: Context, codeSpans: string[]): string {
  let out = text.replace(/(`+)(?!`)((?:[^\n]|\n(?![ \t]*\n))*?[^`])\1(?!`)/g, (m: string) => {
    codeSpans.push(m);
    return `\uE000${codeSpans.length - 1}\uE001`;
  });
  out = out.replace(/<!--[\s\S]*?-->/g, '');
  out = removeBadges(out);
  out = rewriteLinks(out, ctx);
  out = escapeForDocusaurus(out);
  return convertAlerts(out);
}

// ---------------------------------------------------------------------------------------------
// Badges

const BADGE_URL =
  /shields\.io\/|badge\.fury\.io|badgen\.net|\/badges?\/|\/badges?(?:\.svg|\.png)?(?:[?#]|$)|badge\.svg|\/shields?(?:\.svg)?(?:[?#]|$)|deps\.rs\/.*status\.svg|codecov\.io\/.*graph|travis-ci\.(?:org|com)\/.*\.svg|circleci\.com\/.*\.svg|goreportcard\.com\/badge|pkg\.go\.dev\/badge|godoc\.org\/.*status\.svg|snyk\.io\/test\/.*badge|app\.fossa\.(?:io|com)\/api\/projects|bestpractices\.(?:coreinfrastructure\.org|dev)\/projects|api\.securityscorecards\.dev/i;

export function isBadgeUrl(url: string): boolean {
  return BADGE_URL.test(url);
}

const INLINE_OR_REF = String.raw`(?:\(\s*<?[^)\s>]*>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)|\[[^\]\n]*\])`;

function removeBadges(text: string): string {
  const badgeRefs = new Set<string>();
  let out = text.replace(
    /^ {0,3}\[([^\]\n]+)\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/gm,
    (m: string, label: string, url: string) => {
      if (!isBadgeUrl(url)) return m;
      badgeRefs.add(label.toLowerCase());
      return '';
    },
  );
  const isBadgeImage = (image: string) => {
    const inline = /\]\(\s*<?([^)\s>]*)/.exec(image);
    if (inline) return isBadgeUrl(inline[1]);
    const ref = /^!\[([^\]\n]*)\](?:\[([^\]\n]*)\])?$/.exec(image);
    return ref !== null && badgeRefs.has((ref[2] || ref[1]).toLowerCase());
  };
  // [![alt](badge)](link), [![alt][ref]][ref], ... : the whole link goes.
  out = out.replace(
    new RegExp(String.raw`\[\s*(!\[[^\]\n]*\]${INLINE_OR_REF})\s*\]${INLINE_OR_REF}`, 'g'),
    (m: string, image: string) => (isBadgeImage(image) ? '' : m),
  );
  out = out.replace(new RegExp(String.raw`!\[[^\]\n]*\](?:${INLINE_OR_REF})?`, 'g'), (m: string) =>
    isBadgeImage(m) ? '' : m,
  );
  const badgeTag = (tag: string) => isBadgeUrl(/\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '');
  out = out.replace(/<a\b[^>]*>\s*((?:<img\b[^>]*>\s*)+)<\/a>/gi, (m: string, imgs: string) =>
    (imgs.match(/<img\b[^>]*>/gi) ?? []).every(badgeTag) ? '' : m,
  );
  out = out.replace(/<img\b[^>]*>/gi, (m: string) => (badgeTag(m) ? '' : m));
  // Wrappers the badges leave empty (<p align="center"></p>).
  let before;
  do {
    before = out;
    out = out.replace(/<(p|div|span|a)\b[^>]*>\s*<\/\1>/gi, '');
  } while (out !== before);
  return out.replace(/[ \t]+$/gm, '');
}

// ---------------------------------------------------------------------------------------------
// Links and images

const INLINE_LINK =
  /(!?)\[((?:[^[\]\n]|\n(?![ \t]*\n)|\[[^[\]\n]*\])*)\]\(\s*(<[^>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)((?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*)\)/g;

function rewriteLinks(text: string, ctx: Context): string {
  const imageRefs = new Set<string>();
  for (const m of text.matchAll(/!\[([^\]\n]*)\](?:\[([^\]\n]*)\])?/g)) imageRefs.add((m[2] || m[1]).toLowerCase());
  const inline = (input: string): string =>
    input.replace(INLINE_LINK, (_m, bang: string, label: string, dest: string, title: string) => {
      const url = dest.startsWith('<') ? dest.slice(1, -1).replace(/ /g, '%20') : dest;
      return `${bang}[${inline(label)}](${resolveUrl(url, bang ? 'image' : 'link', ctx)}${title})`;
    });
  let out = inline(text);
  out = out.replace(
    /^( {0,3}\[([^\]\n]+)\]:[ \t]*)(<[^>\n]*>|\S+)/gm,
    (_m, lead: string, label: string, dest: string) => {
      const url = dest.startsWith('<') ? dest.slice(1, -1).replace(/ /g, '%20') : dest;
      return `${lead}${resolveUrl(url, imageRefs.has(label.toLowerCase()) ? 'image' : 'link', ctx)}`;
    },
  );
  // Raw HTML: href is a link, src / srcset / poster are images.
  return out.replace(/<[a-zA-Z][^<>]*>/g, (tag: string) =>
    tag.replace(
      /\b(href|src|srcset|poster)(\s*=\s*)(["'])(.*?)\3/gi,
      (_m, name: string, eq: string, q: string, v: string) => {
        const kind = name.toLowerCase() === 'href' ? 'link' : 'image';
        const value =
          name.toLowerCase() === 'srcset'
            ? v.replace(
                /(^|,)(\s*)(\S+)/g,
                (_s, c: string, sp: string, u: string) => `${c}${sp}${resolveUrl(u, kind, ctx)}`,
              )
            : resolveUrl(v, kind, ctx);
        return `${name}${eq}${q}${value}${q}`;
      },
    ),
  );
}

/**
 * Relative URLs as GitHub resolves them (from the file's folder; a leading `/` is the repository
 * root), made absolute at the pinned ref: links to the file view, images to the raw file.
 */
export function resolveUrl(url: string, kind: 'link' | 'image', ctx: Context): string {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('\uE000')) return url;
  if (/^javascript:/i.test(trimmed)) return '#';
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return url;
  const parts = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(trimmed);
  const pathPart = parts?.[1] ?? trimmed;
  const query = parts?.[2] ?? '';
  const hash = parts?.[3] ?? '';
  const joined = pathPart.startsWith('/') ? pathPart.slice(1) : path.posix.join(path.posix.dirname(ctx.path), pathPart);
  const file = path.posix
    .normalize(joined || '.')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\.\.?$/, '')
    .replace(/\/$/, '');
  if (kind === 'image') return `${rawUrl(ctx.repo, ctx.ref, file)}${query}`;
  const onSite = ctx.siteLinks?.get(`${ctx.repo}/${file}`);
  if (onSite && !query) return `${onSite}${hash}`;
  if (file === '') return `https://github.com/${ctx.repo}/tree/${ctx.ref}${query}${hash}`;
  return `${blobUrl(ctx.repo, ctx.ref, file)}${query}${hash}`;
}

// ---------------------------------------------------------------------------------------------
// What Docusaurus would misread

/** HTML a README may use. Anything else in angle brackets is text (`<your-token>`). */
const HTML_TAGS = new Set(
  (
    'a abbr b bdi bdo blockquote br caption center cite code col colgroup dd del details dfn div dl dt em ' +
    'figcaption figure font h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q rp rt ruby s samp ' +
    'small source span strike strong sub summary sup table tbody td tfoot th thead time tr tt u ul var video wbr'
  ).split(' '),
);

function escapeForDocusaurus(text: string): string {
  let out = text.replace(
    /<(?:(\/?)([A-Za-z][A-Za-z0-9-]*)(?=[\s/>])([^<>]*)>|[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>)?/g,
    (m: string, slash: string | undefined, name: string | undefined, attrs: string | undefined) => {
      if (name === undefined) return m.length > 1 ? m : '&lt;';
      if (!HTML_TAGS.has(name.toLowerCase())) return `&lt;${m.slice(1)}`;
      const safe = (attrs ?? '')
        .replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(/\b(href|src)(\s*=\s*)(["'])\s*javascript:[^"']*\3/gi, '$1$2$3#$3');
      return `<${slash ?? ''}${name}${safe}>`;
    },
  );
  // Directive syntax (`:::note`, `::name`, `:name[...]`, `:name{...}`) is only ours to write.
  out = out.replace(/^([ \t]*(?:>[ \t]*)*):(?=:)/gm, '$1\\:');
  out = out.replace(/(^|[^\\:]):([A-Za-z][\w-]*)(?=[[{])/gm, '$1\\:$2');
  return out;
}

const ALERTS: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
};

/** GitHub alerts (`> [!NOTE]`) become admonitions. */
function convertAlerts(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const alert = /^ {0,3}>[ \t]*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*$/i.exec(lines[i]);
    if (!alert) {
      out.push(lines[i]);
      continue;
    }
    const body: string[] = [];
    while (i + 1 < lines.length && /^ {0,3}>/.test(lines[i + 1])) body.push(lines[++i].replace(/^ {0,3}>[ \t]?/, ''));
    out.push('', `:::${ALERTS[alert[1].toUpperCase()]}`, '', ...body, '', ':::', '');
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Headings

/** GitHub's anchor slugs (github-slugger, which Docusaurus also uses): same text, same id. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    while (seen.has(slug)) {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      slug = `${base}-${n}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

function plainText(markdown: string, codeSpans: string[]): string {
  return markdown
    .replace(/\uE000(\d+)\uE001/g, (_m, i: string) => codeSpans[Number(i)].replace(/^`+\s?|\s?`+$/g, ''))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\*\*|__|\*|~~/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

type Heading = {segment: Segment; line: number; underline?: number; level: number; text: string; html?: boolean};

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const NOT_PARAGRAPH = /^(?: {4}|\s*(?:$|[#>|<]|[-*+][ \t]|\d+[.)][ \t]|:::|\\:))/;

/**
 * The leading H1 goes (the front matter title replaces it); when other H1s remain every heading
 * moves down a level, so the title stays the only H1. Every heading gets an explicit id equal to
 * its GitHub anchor (the removed H1 counts, as on GitHub), so `#links` into the file still work.
 */
function processHeadings(segments: Segment[], codeSpans: string[]): void {
  const headings: Heading[] = [];
  let sawContent = false;
  let leading: Heading | undefined;
  for (const segment of segments) {
    if (segment.code) {
      sawContent = true;
      continue;
    }
    const lines = segment.lines;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      let heading: Heading | undefined;
      const atx = ATX.exec(line);
      const html = /^\s*<h([1-6])\b[^>]*>(.*?)<\/h\1>\s*$/i.exec(line);
      const underline = i + 1 < lines.length ? SETEXT_UNDERLINE.exec(lines[i + 1]) : null;
      if (atx && atx[2]) heading = {segment, line: i, level: atx[1].length, text: atx[2]};
      else if (html) heading = {segment, line: i, level: Number(html[1]), text: html[2], html: true};
      else if (underline && !NOT_PARAGRAPH.test(line) && (i === 0 || lines[i - 1].trim() === '')) {
        heading = {segment, line: i, underline: i + 1, level: underline[1][0] === '=' ? 1 : 2, text: line.trim()};
      }
      if (heading) {
        if (!sawContent && !leading && heading.level === 1) leading = heading;
        else headings.push(heading);
        sawContent = true;
        if (heading.underline !== undefined) i++;
        continue;
      }
      if (line.trim() !== '' && !/^\s*(?:<[^>]*>\s*)+$/.test(line) && !/^\s*(?:!\[[^\]]*\]\([^)]*\)\s*)+$/.test(line)) {
        sawContent = true;
      }
    }
  }
  const slug = createSlugger();
  if (leading) {
    slug(plainText(leading.text, codeSpans));
    leading.segment.lines[leading.line] = '';
    if (leading.underline !== undefined) leading.segment.lines[leading.underline] = '';
  }
  const shift = headings.some((h) => h.level === 1 && !h.html) ? 1 : 0;
  for (const h of headings) {
    if (h.html) continue;
    const explicit = /\s*\{#([^}\s]+)\}\s*$/.exec(h.text);
    const text = explicit ? h.text.slice(0, explicit.index) : h.text;
    const id = explicit ? explicit[1] : slug(plainText(text, codeSpans));
    h.segment.lines[h.line] = `${'#'.repeat(Math.min(h.level + shift, 6))} ${text.trim()}${id ? ` {#${id}}` : ''}`;
    if (h.underline !== undefined) h.segment.lines[h.underline] = '';
  }
}

// ---------------------------------------------------------------------------------------------
// Front matter, description, source note

const yamlString = (value: string) => JSON.stringify(value);

function frontMatter(page: PageSpec, description: string): string {
  const lines = [
    '---',
    `title: ${yamlString(page.title)}`,
    `description: ${yamlString(description)}`,
    `slug: ${yamlString(page.slug)}`,
  ];
  if (page.sidebarLabel) lines.push(`sidebar_label: ${yamlString(page.sidebarLabel)}`);
  if (page.sidebarPosition !== undefined) lines.push(`sidebar_position: ${page.sidebarPosition}`);
  lines.push(`custom_edit_url: ${yamlString(blobUrl(page.repo, page.ref, page.path))}`, 'format: md', '---');
  return `${lines.join('\n')}\n`;
}

/** The first plain paragraph, as one line of 50-200 characters, or undefined. */
function firstParagraph(prose: string): string | undefined {
  for (const block of prose.split(/\n[ \t]*\n/)) {
    const first = block.trim();
    if (first === '' || /^(?:[#>|<:!-]|\*|\+|\d+[.)]|\[!?\[)/.test(first)) continue;
    const text = first
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/[*_`]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length < 50) return undefined;
    if (text.length <= 200) return text;
    const cut = text.slice(0, 199);
    const sentence = cut.lastIndexOf('. ');
    return sentence >= 50 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
  }
  return undefined;
}

function sourceNote(page: PageSpec): string {
  const at = /^[0-9a-f]{40}$/i.test(page.ref) ? `commit \`${page.ref.slice(0, 7)}\`` : `\`${page.ref}\``;
  return `---\n\nThis page is built from [\`${page.path}\`](${blobUrl(page.repo, page.ref, page.path)}) in the [${page.repo}](https://github.com/${page.repo}) repository at ${at}.`;
}
