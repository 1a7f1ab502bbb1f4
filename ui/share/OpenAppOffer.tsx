import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { APP_DOWNLOAD_PAGE } from '../../core/platform/share/app-wake.ts';
import { OPEN_APP_STRIP_MARK, useRootMark } from '../page-marks/use-root-mark.ts';
import { OpenAppButton } from './OpenAppButton.tsx';
import { useOutOfTheWay } from './useOutOfTheWay.ts';

/**
 * Reader pages that offer the app (spec 2 §6); developers' pages, login and framed addresses do not,
 * nor do pages whose bottom is an input (/allComment, /commentDetails: the button sat on the field).
 */
const OFFERED_ON = /^\/($|details|zhcs-details|primitiveDetails|voteDetails)/;

/** Whether this is the browser never changes; the server's render (and hydration) says no. */
const neverChanges = () => () => {};

/**
 * Spec 2 §6: outside the app, a button prompts opening it, at this page (its address and title);
 * readers without the app land on the download page. It appears after the first render, since only
 * the browser knows whether it is the app.
 */
export function OpenAppOffer() {
  const [path] = useLocation();
  const inBrowser = useSyncExternalStore(neverChanges, () => true, () => false);
  if (!inBrowser || !OFFERED_ON.test(path)) return null;
  return <FloatingOffer />;
}

/**
 * The button floats over the page and steps aside while the reader scrolls down or types; the page
 * keeps room for it at its end (share.css), so its last line scrolls clear of the button.
 */
function FloatingOffer() {
  const away = useOutOfTheWay();
  useRootMark(OPEN_APP_STRIP_MARK);
  const content = { contentUrl: window.location.href, name: document.title, shareUrl: window.location.href, isWebService: true };
  return <OpenAppButton className={`open-app--floating${away ? ' open-app--away' : ''}`} content={content} downloadUrl={APP_DOWNLOAD_PAGE} />;
}
