/**
 * The small Markdown subset our OpenAPI descriptions use (paragraphs, "- " lists, `code`,
 * **bold**, *emphasis* and [links](url)), parsed into tokens that React renders as text.
 * Written here because the API theme's renderer (react-markdown with raw HTML) would add tens of
 * kilobytes to every operation page; raw HTML is never interpreted, so descriptions stay text.
 */
export type Inline =
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string}
  | {kind: 'strong'; text: string}
  | {kind: 'em'; text: string}
  | {kind: 'link'; text: string; href: string};

export type Block = {kind: 'paragraph'; inlines: Inline[]} | {kind: 'list'; items: Inline[][]};

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only links a reader can safely follow: http(s), site-relative paths and anchors. */
export const isSafeHref = (href: string) => /^(https?:\/\/|\/(?!\/)|#)/i.test(href);

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({kind: 'text', text: text.slice(last, at)});
    if (m[1] !== undefined) out.push({kind: 'code', text: m[1]});
    else if (m[2] !== undefined) out.push({kind: 'strong', text: m[2]});
    else if (m[3] !== undefined) out.push({kind: 'em', text: m[3]});
    else if (m[4] !== undefined && m[5] !== undefined) {
      out.push(isSafeHref(m[5]) ? {kind: 'link', text: m[4], href: m[5]} : {kind: 'text', text: m[4]});
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push({kind: 'text', text: text.slice(last)});
  return out;
}

export function parseMarkdown(source: string | undefined): Block[] {
  if (!source?.trim()) return [];
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim());
    if (lines.every((l) => /^[-*] /.test(l))) {
      blocks.push({kind: 'list', items: lines.map((l) => parseInline(l.slice(2)))});
    } else {
      blocks.push({kind: 'paragraph', inlines: parseInline(lines.join(' '))});
    }
  }
  return blocks;
}
