import { APP_READY_ATTRIBUTE } from './ready-attributes.ts';

/*
 * A page the server rendered shows its buttons and links before any of the app's script has come.
 * A tap on them then would reach HTML React has not hydrated, and be lost: a dead tap. This script,
 * inline in the page's head (allowed by its hash), holds the last tap on the page until the app's
 * entry takes over (src/ssr/hold-taps.ts takeEarlyTap), which replays it once the element is live.
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
  `(function(){var d=document,h={target:null,off:null},n=!('noModule' in d.createElement('script'));` +
  `window.addEventListener('error',function(e){if(e.error instanceof SyntaxError)n=true},true);function c(e){` +
  `if(n||performance.now()>${EARLY_TAP_HOLD_MS}||d.documentElement.hasAttribute('${APP_READY_ATTRIBUTE}'))return;` +
  `var r=d.getElementById('root'),t=e.target;if(!r||!(t instanceof Element)||!r.contains(t))return;` +
  `e.preventDefault();e.stopPropagation();h.target=t}` +
  `d.addEventListener('click',c,true);h.off=function(){d.removeEventListener('click',c,true)};window.${EARLY_TAPS_GLOBAL}=h})();`;
