/**
 * A short key for one code block's rendering (language, code, line classes, numbering), written on
 * its <pre> by the server so the browser can find that block's highlighted markup again.
 */
export function codeKey(parts: {
  language: string;
  code: string;
  lineClassNames?: Record<number, string[]>;
  lineNumbersStart?: number;
}): string {
  const text = JSON.stringify([parts.language, parts.code, parts.lineClassNames ?? {}, parts.lineNumbersStart ?? null]);
  // FNV-1a, 32 bits, twice with different offsets: a collision would need two blocks of one page
  // to collide on both.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
