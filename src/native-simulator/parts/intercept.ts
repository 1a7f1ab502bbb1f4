/**
 * Where native sees the page's bridge signals: navigations of (hidden) frames. Patches the frame `src`
 * setter and setAttribute (protocols.md §1.5: exactly-once, unlike a MutationObserver). A bridge URL
 * never navigates — native cancels it — and is handled on a later task, as native decides
 * asynchronously. Other frames load as usual.
 *
 * Self-contained (no imports, no outer names): it is also sent as text in the e2e init script.
 */
export function interceptBridgeUrls(win: Window, onUrl: (url: string) => void): () => void {
  const frames = (win as unknown as { HTMLIFrameElement: typeof HTMLIFrameElement }).HTMLIFrameElement.prototype;
  const elements = (win as unknown as { Element: typeof Element }).Element.prototype;
  const srcProperty = Object.getOwnPropertyDescriptor(frames, 'src');
  const originalSetAttribute = elements.setAttribute;
  if (!srcProperty?.set || !srcProperty.get) throw new Error('iframe src accessor not found');
  const srcSetter = srcProperty.set;
  const isBridgeUrl = (value: string) =>
    /^(https:\/\/__(bridge_loaded|wvjb_queue_message)__|wvjbscheme:\/\/|yy:\/\/)/i.test(value);
  const deliver = (value: string) => win.setTimeout(() => onUrl(value), 0);

  Object.defineProperty(frames, 'src', {
    configurable: true,
    enumerable: srcProperty.enumerable,
    get: srcProperty.get,
    set(this: HTMLIFrameElement, value: unknown) {
      const text = String(value);
      if (isBridgeUrl(text)) deliver(text);
      else srcSetter.call(this, text);
    },
  });
  elements.setAttribute = function setAttribute(this: Element, name: string, value: string) {
    const text = String(value);
    if (this.localName === 'iframe' && name.toLowerCase() === 'src' && isBridgeUrl(text)) {
      deliver(text);
      return;
    }
    originalSetAttribute.call(this, name, value);
  };
  return () => {
    Object.defineProperty(frames, 'src', srcProperty);
    elements.setAttribute = originalSetAttribute;
  };
}
