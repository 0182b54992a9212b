/**
 * Where long inline code may wrap. Browsers break inline code only at spaces and hyphens, so an
 * environment variable (`DATABASE_SSL_REJECT_UNAUTHORIZED`), an option path
 * (`db.ssl.rejectUnauthorized`) or a URL is one unbreakable word: it pushes a table column or a
 * narrow phone column wider than the page. Marking a break opportunity after the separators
 * inside such words lets them wrap where a reader expects, without changing the copied text.
 */

/** Shorter code always fits a column; leaving it alone keeps the markup small. */
export const MIN_BREAKABLE_LENGTH = 16;

const SEPARATORS = /([_./=&?:])/;

/**
 * The code split into pieces after which a line may break (each piece ends with a separator,
 * except the last). Code shorter than MIN_BREAKABLE_LENGTH, or without separators, is one piece.
 */
export function splitAtBreakOpportunities(code: string): string[] {
  if (code.length < MIN_BREAKABLE_LENGTH || !SEPARATORS.test(code)) return [code];
  const pieces: string[] = [];
  let current = '';
  for (const part of code.split(SEPARATORS)) {
    current += part;
    // A break after a separator only, and never leaving a lone separator at a line's start.
    if (SEPARATORS.test(part) && part.length === 1 && current.length > 1) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
