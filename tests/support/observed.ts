/**
 * Resolves once the browser has told intersection observers where `element` is. Observers are told
 * in the order they were made, in one step of the page's rendering: by the time this one (made now)
 * hears, an observer the component made before it has heard and acted. For "nothing loads until the
 * line comes into view": the condition is the browser's report, not a length of time.
 */
export function observed(element: Element): Promise<IntersectionObserverEntry> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries[0]!);
    });
    observer.observe(element);
  });
}
