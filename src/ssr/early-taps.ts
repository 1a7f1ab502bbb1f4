import { APP_FAILED_ATTRIBUTE, APP_READY_ATTRIBUTE } from './ready-attributes.ts';

/*
 * A page the server rendered shows its buttons and links before any of the app's script has come.
 * A tap on them then would reach HTML React has not hydrated, and be lost: a dead tap. This script,
 * inline in the page's head (allowed by its hash), holds the last tap on the page until the app's
 * entry takes over (src/ssr/hold-taps.ts takeEarlyTap), which replays it once the element is live.
 *
 * It never traps a tap (issue 32): a browser that runs no module scripts (below the floor) gets no
 * hold at all; when a script fails (a module that does not load, or throws before the entry takes
 * over) or the app says it failed, holding stops and the held tap is released to what the HTML does
 * (a link leads on); and a held tap is released at the hold's end at the latest.
 */

/** Where the inline script keeps what it held: `{ target, off }` (plain data between the two scripts). */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/**
 * How long taps are held for the app at most: past it (the app's script never came) a tap does what
 * the HTML alone does, so a link still leads on. Our choice: what a busy phone may take to start.
 */
export const EARLY_TAP_HOLD_MS = 10_000;

/**
 * The inline script (ES5: it runs before anything else, in any browser that shows the page). Below
 * the browser floor (README, "The browser floor") it never holds a tap: an engine without module
 * scripts (before Chrome 61 / iOS 11) never runs the app, and one that has them but not the floor's
 * syntax fails to parse the entry, a SyntaxError reported to the window, after which taps do what
 * the HTML alone does.
 */
export const EARLY_TAP_SCRIPT =
  `(function(){var d=document,w=window,h={target:null,off:function(){}},timer=0;w.${EARLY_TAPS_GLOBAL}=h;` +
  // Below the floor (no module scripts) the app never comes: nothing is held, and the page says the app is not there.
  `if(!('noModule' in d.createElement('script'))){d.documentElement.setAttribute('${APP_FAILED_ATTRIBUTE}','');return}` +
  `function release(){h.off();var t=h.target;h.target=null;if(t&&d.documentElement.contains(t))t.click()}` +
  `function c(e){var x=d.documentElement;` +
  `if(performance.now()>${EARLY_TAP_HOLD_MS}||x.hasAttribute('${APP_READY_ATTRIBUTE}')||x.hasAttribute('${APP_FAILED_ATTRIBUTE}'))return;` +
  `var r=d.getElementById('root'),t=e.target;if(!r||!(t instanceof Element)||!r.contains(t))return;` +
  `e.preventDefault();e.stopPropagation();h.target=t;clearTimeout(timer);` +
  `timer=setTimeout(release,Math.max(0,${EARLY_TAP_HOLD_MS}-performance.now()))}` +
  // A script that did not load (its element's error) or threw (an ErrorEvent) before the entry took over;
  // one the engine could not parse (below the floor's syntax) means the app will not start here.
  `function f(e){var t=e.target;if(e instanceof ErrorEvent&&e.error instanceof SyntaxError)d.documentElement.setAttribute('${APP_FAILED_ATTRIBUTE}','');` +
  `if(e instanceof ErrorEvent||(t instanceof Element&&t.tagName==='SCRIPT'))release()}` +
  `d.addEventListener('click',c,true);w.addEventListener('error',f,true);` +
  `h.off=function(){clearTimeout(timer);d.removeEventListener('click',c,true);w.removeEventListener('error',f,true)}})();`;
