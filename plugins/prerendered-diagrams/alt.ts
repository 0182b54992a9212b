/**
 * Alt text for a pre-rendered diagram: the author's `accTitle` and `accDescr` when the diagram
 * has them, otherwise a short description read from its visible labels ("Flowchart: Client SDK
 * → Unleash Edge → Unleash server"). A small reader of the Mermaid syntax the docs use
 * (flowcharts, sequence, state and timeline diagrams); anything else gets its quoted and
 * bracketed labels.
 */

/** Longest generated alt text; an author's own accTitle/accDescr is kept whole. */
export const MAX_ALT_LENGTH = 250;

/** A visible label as a reader sees it: no line breaks, quotes, Markdown or entity codes. */
export function cleanLabel(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/#quot;/g, '"')
    .replace(/#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\bfa:fa-[\w-]+/g, '')
    .trim()
    .replace(/^(["'`])([^"'`]*)\1$/, '$2')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** accTitle and accDescr (single line or `accDescr { … }`), when the diagram has them. */
export function accessibleText(source: string): string | null {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1].trim();
  const block = /^\s*accDescr\s*\{([\s\S]*?)\}/m.exec(source)?.[1];
  const line = /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1];
  const description = (block ?? line)?.replace(/\s+/g, ' ').trim();
  if (title && description) return `${title}${/[.!?:]$/.test(title) ? '' : '.'} ${description}`;
  return title || description || null;
}

/** Joins parts after a prefix, keeping whole parts and ending in "…" when they do not all fit. */
export function fitParts(prefix: string, parts: string[], separator = '; ', max = MAX_ALT_LENGTH): string {
  const more = `${separator.trimEnd()} …`;
  for (let count = parts.length; count > 0; count -= 1) {
    const text = prefix + parts.slice(0, count).join(separator) + (count < parts.length ? more : '');
    if (text.length <= max) return text;
  }
  // Not even the first part fits: cut it at a word.
  const cut = (prefix + (parts[0] ?? '')).slice(0, max);
  if (cut.length < max) return cut.trimEnd();
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' ', max - 2), prefix.length)).trimEnd()} …`;
}

type Edge = {from: string; to: string; label: string};

/**
 * Edges in source order as "A → B → C; A → D and E; B → F (label)": an unlabelled edge that
 * starts where the last one ended extends a chain, edges from one node with the same label fan out.
 */
function describeEdges(edges: Edge[], name: (id: string) => string): string[] {
  const parts: string[] = [];
  let i = 0;
  while (i < edges.length) {
    const {from, label} = edges[i];
    let fan = i;
    while (fan + 1 < edges.length && edges[fan + 1].from === from && edges[fan + 1].label === label) fan += 1;
    const targets = edges.slice(i, fan + 1).map((e) => name(e.to));
    const list =
      targets.length > 1 ? `${targets.slice(0, -1).join(', ')} and ${targets[targets.length - 1]}` : targets[0];
    let text = `${name(from)} → ${list}`;
    i = fan + 1;
    if (label) text += ` (${label})`;
    else if (targets.length === 1) {
      let end = edges[i - 1].to;
      while (i < edges.length && !edges[i].label && edges[i].from === end && edges[i + 1]?.from !== end) {
        text += ` → ${name(edges[i].to)}`;
        end = edges[i].to;
        i += 1;
      }
    }
    parts.push(text);
  }
  return parts;
}

// ---- Flowcharts ------------------------------------------------------------------------------

/** Node shapes, longest opening first: [open, close]. */
const SHAPES: [string, string][] = [
  ['(((', ')))'],
  ['((', '))'],
  ['([', '])'],
  ['[[', ']]'],
  ['[(', ')]'],
  ['{{', '}}'],
  ['[/', '/]'],
  ['[/', '\\]'],
  ['[\\', '\\]'],
  ['[\\', '/]'],
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['>', ']'],
];

const ID = /^[\p{L}\p{N}_]+(?:[-.][\p{L}\p{N}_]+)*/u;
/** `-- text -->`, `== text ==>`, `-. text .->` */
const TEXT_LINK = /^\s*(?:--|==|-\.)\s+(?![->=.])(.+?)\s+(?:-{2,}[>ox]?|={2,}[>ox]?|\.-+[>ox]?)(?=\s|[\p{L}\p{N}_])/u;
/** `-->`, `---`, `-.->`, `==>`, `<-->`, `--o`, `~~~`, optionally followed by `|text|` */
const LINK = /^\s*[<ox]?(?:-{2,}|={2,}|-\.+-|~{3,})[>ox]?(?:\s*\|([^|]*)\|)?/;

type ParsedNode = {id: string; label?: string};

/** Reads a node (`id`, `id[label]`, `id("label")`, `id@{ label: "…" }`, `id:::class`) at the start. */
function readNode(text: string): {node: ParsedNode; rest: string} | null {
  const trimmed = text.trimStart();
  const id = ID.exec(trimmed)?.[0];
  if (!id) return null;
  let rest = trimmed.slice(id.length);
  let label: string | undefined;
  const shape = SHAPES.find(([open]) => rest.startsWith(open));
  if (shape) {
    const [open, close] = shape;
    let body = rest.slice(open.length);
    let end: number;
    if (body.trimStart().startsWith('"')) {
      const start = body.indexOf('"');
      const quoteEnd = body.indexOf('"', start + 1);
      end = body.indexOf(close, quoteEnd + 1);
      label = body.slice(start + 1, quoteEnd);
    } else {
      end = body.indexOf(close);
      label = body.slice(0, end);
    }
    if (end < 0) return null;
    body = body.slice(end + close.length);
    rest = body;
  } else if (rest.startsWith('@{')) {
    const end = rest.indexOf('}');
    label = /label\s*:\s*"([^"]*)"/.exec(rest.slice(0, end))?.[1];
    rest = rest.slice(end + 1);
  }
  rest = rest.replace(/^:::[\w-]+/, '');
  return {node: {id, label: label === undefined ? undefined : cleanLabel(label)}, rest};
}

/** Reads `a & b & c`. */
function readGroup(text: string): {nodes: ParsedNode[]; rest: string} | null {
  const nodes: ParsedNode[] = [];
  let rest = text;
  for (;;) {
    const read = readNode(rest);
    if (!read) return nodes.length > 0 ? {nodes, rest} : null;
    nodes.push(read.node);
    rest = read.rest;
    const amp = /^\s*&/.exec(rest);
    if (!amp) return {nodes, rest};
    rest = rest.slice(amp[0].length);
  }
}

function readLink(text: string): {label: string; rest: string} | null {
  const textLink = TEXT_LINK.exec(text);
  if (textLink) return {label: cleanLabel(textLink[1]), rest: text.slice(textLink[0].length)};
  const link = LINK.exec(text);
  if (link) return {label: cleanLabel(link[1] ?? ''), rest: text.slice(link[0].length)};
  return null;
}

const FLOWCHART_SKIP = /^(?:flowchart|graph|subgraph|end|classDef|class|style|linkStyle|click|direction|%%|acc)\b/;

function describeFlowchart(lines: string[]): string {
  const labels = new Map<string, string>();
  const order: string[] = [];
  const edges: Edge[] = [];
  const see = (node: ParsedNode) => {
    if (!order.includes(node.id)) order.push(node.id);
    if (node.label && !labels.has(node.id)) labels.set(node.id, node.label);
  };
  for (const raw of lines) {
    const line = raw.trim().replace(/;$/, '');
    if (!line || FLOWCHART_SKIP.test(line)) continue;
    let group = readGroup(line);
    if (!group) continue;
    group.nodes.forEach(see);
    let rest = group.rest;
    for (;;) {
      const link = readLink(rest);
      if (!link) break;
      const next = readGroup(link.rest);
      if (!next) break;
      next.nodes.forEach(see);
      for (const from of group.nodes)
        for (const to of next.nodes) edges.push({from: from.id, to: to.id, label: link.label});
      group = next;
      rest = next.rest;
    }
  }
  const name = (id: string) => labels.get(id) || id;
  const linked = new Set(edges.flatMap((e) => [e.from, e.to]));
  const alone = order.filter((id) => !linked.has(id)).map(name);
  return fitParts('Flowchart: ', [...describeEdges(edges, name), ...alone]);
}

// ---- Sequence diagrams -----------------------------------------------------------------------

const MESSAGE = /^(.+?)\s*(?:<<-->>|<<->>|-->>|->>|-->|->|--x|-x|--\)|-\))\s*[+-]?\s*(.+?)\s*:\s*(.*)$/;

function describeSequence(lines: string[]): string {
  const names = new Map<string, string>();
  const order: string[] = [];
  const meet = (id: string, label?: string) => {
    if (!order.includes(id)) order.push(id);
    if (label && !names.has(id)) names.set(id, cleanLabel(label));
  };
  const messages: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const participant = /^(?:create\s+)?(?:participant|actor)\s+(.+?)(?:\s+as\s+(.+))?$/.exec(line);
    if (participant) {
      meet(participant[1], participant[2]);
      continue;
    }
    const message = MESSAGE.exec(line);
    if (message && !/^note\b/i.test(line)) {
      meet(message[1]);
      meet(message[2]);
      const text = cleanLabel(message[3]);
      if (text) messages.push(text);
    }
  }
  const who = order.map((id) => names.get(id) ?? id);
  const between =
    who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}` : (who[0] ?? 'participants');
  return fitParts(`Sequence diagram between ${between}: `, messages);
}

// ---- State diagrams --------------------------------------------------------------------------

function describeState(lines: string[]): string {
  const labels = new Map<string, string>();
  const edges: Edge[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const alias = /^state\s+"([^"]+)"\s+as\s+([\w-]+)/.exec(line);
    if (alias) {
      labels.set(alias[2], cleanLabel(alias[1]));
      continue;
    }
    const transition = /^(\[\*\]|[\w-]+)\s*-->\s*(\[\*\]|[\w-]+)\s*(?::\s*(.*))?$/.exec(line);
    if (transition) {
      const [, from, to, label] = transition;
      edges.push({
        from: from === '[*]' ? '(start)' : from,
        to: to === '[*]' ? '(end)' : to,
        label: cleanLabel(label ?? ''),
      });
    }
  }
  const name = (id: string) => (id === '(start)' ? 'start' : id === '(end)' ? 'end' : (labels.get(id) ?? id));
  return fitParts('State diagram: ', describeEdges(edges, name));
}

// ---- Timelines and the rest ------------------------------------------------------------------

function describeTimeline(lines: string[]): string {
  let title = '';
  const parts: string[] = [];
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    if (/^title\s/.test(line)) title = cleanLabel(line.slice(6));
    else if (/^section\s/.test(line)) parts.push(cleanLabel(line.slice(8)));
    else if (line.includes(':')) {
      const [period, ...events] = line.split(':').map(cleanLabel);
      parts.push(`${period}: ${events.filter(Boolean).join(', ')}`);
    }
  }
  return fitParts(title ? `Timeline, ${title}: ` : 'Timeline: ', parts);
}

function describeOther(source: string): string {
  const labels = [...source.matchAll(/"([^"\n]+)"|\[([^\]\n]+)\]/g)].map((m) => cleanLabel(m[1] ?? m[2]));
  return labels.length > 0 ? fitParts('Diagram: ', [...new Set(labels)], ', ') : 'Diagram';
}

/** The alt text of a diagram. */
export function diagramAlt(source: string): string {
  const accessible = accessibleText(source);
  if (accessible) return accessible;
  // Front matter (---) and directives (%%{ }%%) come before the diagram's type.
  const body = source.replace(/^\s*---[\s\S]*?\n---\s*\n/, '');
  const lines = body.split('\n').filter((line) => !/^\s*%%/.test(line));
  const type =
    lines
      .find((line) => line.trim())
      ?.trim()
      .split(/\s+/)[0] ?? '';
  const content = lines.slice(lines.findIndex((line) => line.trim()));
  if (type === 'flowchart' || type === 'graph') return describeFlowchart(content);
  if (type === 'sequenceDiagram') return describeSequence(content);
  if (type === 'stateDiagram' || type === 'stateDiagram-v2') return describeState(content);
  if (type === 'timeline') return describeTimeline(content);
  return describeOther(body);
}
