import { useCallback, useEffect, useRef, useState } from 'react';
import { BrokenFragmentError, decodeFragment, encodeState, SHARE_LIMIT_CHARACTERS } from './playground-fragment.ts';
import { readState, type PlaygroundState } from './playground-state.ts';

/** Why the address does not carry what the playground shows. */
export type AddressProblem = { kind: 'tooLarge'; size: number; limit: number } | { kind: 'broken'; error: string } | null;

const EMPTY: PlaygroundState = { json: null, example: null, category: null, panel: null };
const KB = 1024;

/** The address without a fragment, or with this one: the page's path and query stay. */
function writeFragment(fragment: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${fragment ? `#${fragment}` : ''}`);
}

/**
 * The playground's state: from the address's fragment (or an older address's query), written back to
 * the fragment, compressed, on every change. An edit shows at once; the address follows when
 * compressed, and says so when even compressed it is too long to share.
 */
export function usePlaygroundState(search: string): { state: PlaygroundState; change: (next: Partial<PlaygroundState>) => void; problem: AddressProblem } {
  const [state, setState] = useState<PlaygroundState>(() => readState(search));
  const [problem, setProblem] = useState<AddressProblem>(null);
  const written = useRef(0);

  useEffect(() => {
    const read = () =>
      decodeFragment(window.location.hash).then(
        (fromFragment) => fromFragment && setState(fromFragment),
        (error: unknown) => setProblem({ kind: 'broken', error: error instanceof BrokenFragmentError ? error.message : String(error) }),
      );
    void read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const change = useCallback((next: Partial<PlaygroundState>) => {
    const whole = { ...EMPTY, ...next };
    setState(whole);
    const turn = ++written.current;
    void encodeState(whole).then((encoded) => {
      if (turn !== written.current) return; // a later change is on its way
      writeFragment(encoded.ok ? encoded.fragment : '');
      setProblem(encoded.ok ? null : { kind: 'tooLarge', size: Math.ceil(encoded.characters / KB), limit: SHARE_LIMIT_CHARACTERS / KB });
    });
  }, []);

  return { state, change, problem };
}
