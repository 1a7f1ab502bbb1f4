/**
 * Kept in a route title: letters of any script (CJK included), digits, and the combining marks
 * that belong to letters. Variation selectors and enclosing marks (keycaps, emoji styling) go.
 */
const KEPT = /[\p{L}\p{N}\p{Mn}\p{Mc}]/u;
const EMOJI_STYLING = /[\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{200D}]/u;
const WHITESPACE = /[\s\p{Z}]/u;

/**
 * Spec 1 §5: a title with special and punctuation characters stripped before it goes into a route
 * (Chinese and ASCII punctuation, symbols, emoji). Runs of whitespace collapse into one space and
 * the ends are trimmed, so 'Hello,  world!' becomes 'Hello world' and '长沙·今日【头条】' '长沙今日头条'.
 */
export function stripTitleForRoute(title: string | null | undefined): string {
  let out = '';
  let pendingSpace = false;
  for (const char of title ?? '') {
    if (WHITESPACE.test(char)) {
      pendingSpace = out !== '';
      continue;
    }
    if (!KEPT.test(char) || EMOJI_STYLING.test(char)) continue;
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += char;
  }
  return out;
}
