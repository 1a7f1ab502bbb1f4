import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAP_SCRIPT, EARLY_TAPS_GLOBAL } from '../../src/ssr/early-taps.ts';

/*
 * Issue 32 item 2: below the browser floor the server's HTML is the page, and the tap-holding
 * script (inline in every server-rendered page) never traps a tap there.
 */
type Held = { target: Element | null; off: (() => void) | null };
const held = () => Reflect.get(window, EARLY_TAPS_GLOBAL) as Held;
let root: HTMLElement;
let link: HTMLAnchorElement;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  link = document.createElement('a');
  link.href = '#read-on';
  link.textContent = 'read on';
  root.append(link);
  document.body.append(root);
  // As the page's head runs it (the test page's own policy allows it).
  new Function(EARLY_TAP_SCRIPT)();
});
afterEach(() => {
  held().off?.();
  root.remove();
});

/** Whether a tap on the link does what the HTML alone does (not held for the app): a hash link, harmless here. */
const tapFollowsTheLink = (): boolean => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('the tap-holding script and the browser floor', () => {
  it('holds a tap for the app at or above the floor', () => {
    expect(tapFollowsTheLink()).toBe(false);
    expect(held().target).toBe(link);
  });

  it("lets taps through once the app's entry failed to parse (an engine below the floor)", () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new SyntaxError("Unexpected token '?'"), message: "Unexpected token '?'" }));
    expect(tapFollowsTheLink()).toBe(true);
    expect(held().target).toBeNull();
  });
});
