/*
 * Issue 31: a server-rendered page starts its app once its first screen has painted. The page reads
 * without scripts (the server's HTML, its styles inline); the app's scripts, asked for in the head,
 * shared the reader's first bandwidth with the lead picture (the carousel's first slide, the
 * article's picture) and Lighthouse counted every one of them before the largest paint (its render
 * delay: 1.4 to 2.2 s of the home's 1.9 s). So the entry and its preloads are asked for by this inline
 * script (ES5), after the pictures of the first screen have loaded, or failed, and a frame has
 * painted them (whichever Chrome takes for the largest paint, it is among them); a page without any
 * starts after its first frame. Taps meanwhile
 * are held as before (src/ssr/early-taps.ts); below the floor (no module scripts) nothing starts.
 */

/** However the first screen's pictures fare, the app starts by then. */
export const APP_START_LATEST_MS = 3000;

/** A value as a script literal that cannot end the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The inline script that starts the app: `entry` (the module script), after `preloads` are asked for. */
export function appStartScript(entry: string, preloads: readonly string[]): string {
  return (
    `(function(){var d=document;if(!('noModule' in d.createElement('script')))return;` +
    `var go=function(){go=function(){};${literal(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${literal(entry)};d.head.appendChild(s)};` +
    `var later=function(){requestAnimationFrame(function(){setTimeout(function(){go()},0)})};` +
    `setTimeout(function(){go()},${APP_START_LATEST_MS});` +
    // The pictures of the first screen not yet loaded (lazy ones there load at once too; a carousel's
    // later slides, to the right, are not: lazy, they would not load before it turns). An observer
    // says which are on the screen with the first frame's layout: measuring them here would force the
    // whole page's layout inside the parsing task, before the first paint (90 ms on a slow phone).
    `var w=window,pending=[].filter.call(d.querySelectorAll('#root img'),function(i){return !i.complete});` +
    `if(!pending.length||!w.IntersectionObserver)return later();` +
    `var o=new IntersectionObserver(function(es){o.disconnect();` +
    `var waiting=es.filter(function(e){return e.isIntersecting&&!e.target.complete}),left=waiting.length;` +
    `if(!left)return later();` +
    `waiting.forEach(function(e){var i=e.target,done=function(){i.removeEventListener('load',done);i.removeEventListener('error',done);if(--left===0)later()};` +
    // One that loaded meanwhile fires no event: counted as done.
    `if(i.complete)return done();i.addEventListener('load',done);i.addEventListener('error',done)})});` +
    `pending.forEach(function(i){o.observe(i)})})();`
  );
}

/** The entry's module script and the module preloads in a page's head, taken out; null when the page has no entry script. */
export function takeAppScripts(html: string): { html: string; entry: string; preloads: string[] } | null {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) return null;
  const preloads: string[] = [];
  const rest = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return { html: rest, entry: entry[1], preloads };
}
