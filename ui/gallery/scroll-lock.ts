/** The body styles the lock changes, each put back exactly as it was. */
const LOCKED_STYLES = ['overflow', 'position', 'top', 'left', 'right', 'width'] as const;

/**
 * Spec 2 §4: while the gallery is open the page does not scroll; closing restores it. The body is
 * fixed in place at the current scroll position (overflow: hidden alone does not stop iOS Safari),
 * and on release its inline styles and the exact scroll position come back.
 * Returns the release function.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  const body = doc.body;
  const scrollX = win.scrollX;
  const scrollY = win.scrollY;
  const saved = LOCKED_STYLES.map((name) => [name, body.style.getPropertyValue(name), body.style.getPropertyPriority(name)] as const);

  body.style.setProperty('overflow', 'hidden');
  body.style.setProperty('position', 'fixed');
  body.style.setProperty('top', `${-scrollY}px`);
  body.style.setProperty('left', '0');
  body.style.setProperty('right', '0');
  body.style.setProperty('width', '100%');

  return () => {
    for (const [name, value, priority] of saved) {
      if (value) body.style.setProperty(name, value, priority);
      else body.style.removeProperty(name);
    }
    // 'instant': a page with smooth scrolling would otherwise glide back from the top.
    win.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
