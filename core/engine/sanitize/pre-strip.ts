/**
 * Not a sanitizer. While DOMPurify parses a body, the browser already checks the page's CSP on every
 * inline event handler and style attribute it meets (the parsed document shares the page's policy) and
 * reports each one as a violation, though nothing runs: an ordinary rich-text article full of
 * style="…" would fill the console and any CSP report endpoint. This pass drops those attributes from
 * the text first. Whatever it misses, DOMPurify still removes; it only has to be quiet, not complete.
 */

/** A start tag, its quoted values allowed to hold '>'. */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
/** One attribute (name, optional value) at the start of what is left of a tag. */
const ATTRIBUTE = /^(\s*)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?/;
/** Attributes the page's CSP refuses inline: event handlers and style. */
const QUIET_DROPPED = /^(?:on.*|style)$/i;

function quietAttributes(rest: string): string {
  let out = '';
  let left = rest;
  while (left.length > 0) {
    const match = ATTRIBUTE.exec(left);
    if (!match || match[0].length === 0) {
      // A stray character ('/', a lone quote): keep it and go on.
      out += left[0];
      left = left.slice(1);
      continue;
    }
    const [whole, space = '', name = ''] = match;
    if (!QUIET_DROPPED.test(name)) out += whole;
    else out += space;
    left = left.slice(whole.length);
  }
  return out;
}

export function dropInlineHandlersAndStyles(html: string): string {
  return html.replace(START_TAG, (_tag, name: string, rest: string) => `<${name}${quietAttributes(rest)}>`);
}
