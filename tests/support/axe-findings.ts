import axe from 'axe-core';

/**
 * axe-core on what a plugin renders, with one rule of ours. A card is one `<button>` (ui/card/CardLink),
 * whose content HTML allows to be phrasing content only; the tests' `getByRole(..., { name })` leave
 * the text of a `<blockquote>`, `<figure>`, `<article>` or `<header>` inside out of its name (issue 30:
 * a quote card whose quote was missing from its name, found only by a click's time-out). axe's own
 * rules do not check a control's content model, so `control-phrasing-content` does, naming the element.
 */
const PHRASING = new Set(
  'a abbr audio b bdi bdo br button canvas cite code data datalist del dfn em embed i iframe img input ins kbd label map mark math meter noscript object output picture progress q ruby rp rt s samp script select slot small source span strong sub sup svg template textarea time track u var video wbr'.split(' '),
);
const HTML_NS = 'http://www.w3.org/1999/xhtml';

axe.configure({
  checks: [
    {
      id: 'phrasing-element',
      // SVG's and MathML's own elements are inside an <svg> or <math>, which are phrasing content.
      evaluate: (node) => node.namespaceURI !== HTML_NS || PHRASING.has(node.localName),
      metadata: { impact: 'serious', messages: { pass: 'phrasing content', fail: 'a button or link holds phrasing content only (span, strong, img…); the text of a <blockquote>, <figure>, <article> or <header> inside is left out of its accessible name' } },
    },
  ],
  rules: [
    {
      id: 'control-phrasing-content',
      selector: 'button *, a[href] *, [role="button"] *, [role="link"] *',
      any: ['phrasing-element'],
      tags: ['cat.name-role-value', 'project'],
      metadata: { description: 'Buttons and links hold phrasing content only', helpUrl: 'https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element', help: 'A button or link may contain phrasing content only (docs/plugins.md, what a card may contain)' },
    },
  ],
});

/**
 * Rules about a whole page, which an isolated fixture is not: the page puts the panels in its <main>,
 * gives it its one <h1> and its landmarks (tests/e2e check the pages themselves).
 */
const PAGE_ONLY_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'] as const;

const letters = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Label in name (WCAG 2.5.3) judged by characters for Chinese. axe compares words, which it finds with
 * Intl.Segmenter, whose dictionary cuts the same name differently by what follows it (长沙骑行达人 alone
 * is …|达|人, followed by 的主页 it is …|达|人的|…), so a name that holds the visible text as written
 * would fail. Text in Latin script keeps axe's word comparison.
 */
function labelIsInName(element: Element | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  const visible = letters(element.innerText);
  if (!/\p{Script=Han}/u.test(visible)) return false;
  axe.setup(element); // the tree axe's text functions read, which only a run or setup makes
  try {
    return letters(axe.commons.text.accessibleText(element)).includes(visible);
  } finally {
    axe.teardown();
  }
}

/** One line per element axe finds wrong under `root`: the rule, what it asks, the element and why. */
export async function accessibilityFindings(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    elementRef: true,
    rules: Object.fromEntries(PAGE_ONLY_RULES.map((rule) => [rule, { enabled: false }])),
  });
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !(violation.id === 'label-content-name-mismatch' && labelIsInName(node.element)))
      .map((node) => {
        const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
        return `${violation.id} (${violation.help}): ${node.html.slice(0, 160)} at ${node.target.join(' ')}. ${why}`;
      }),
  );
}
