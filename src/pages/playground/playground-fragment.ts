import type { PlaygroundState } from './playground-state.ts';

/**
 * The playground's state travels in the address's fragment (#…), which the browser never sends to a
 * server: a shared address no longer meets the server's 16 KB header limit (HTTP 431, issue 30).
 * Pasted or edited JSON is deflated and written base64url (`z`); the other sources stay readable.
 */

/**
 * The longest fragment the playground writes. Browsers take far longer addresses, but messengers and
 * mail cut or refuse them well before a megabyte; past this the editor is told to share the CMS source.
 */
export const SHARE_LIMIT_CHARACTERS = 64 * 1024;

const PLAIN_KEYS = ['example', 'category', 'panel'] as const;
const JSON_KEY = 'z';

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export type Encoded = { ok: true; fragment: string } | { ok: false; characters: number };

/** The fragment of a state (without '#'), or how long it would be when that is past the limit. */
export async function encodeState(state: PlaygroundState): Promise<Encoded> {
  const params = new URLSearchParams();
  for (const key of PLAIN_KEYS) if (state[key]) params.set(key, state[key]);
  if (state.json) params.set(JSON_KEY, toBase64Url(await through(new TextEncoder().encode(state.json), new CompressionStream('deflate'))));
  const fragment = params.toString();
  return fragment.length > SHARE_LIMIT_CHARACTERS ? { ok: false, characters: fragment.length } : { ok: true, fragment };
}

/** The state a fragment carries (null when it carries none); JSON that does not inflate comes back as its error. */
export async function decodeFragment(hash: string): Promise<PlaygroundState | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const plain = (key: (typeof PLAIN_KEYS)[number]) => params.get(key)?.trim() || null;
  const packed = params.get(JSON_KEY);
  const state: PlaygroundState = { json: null, example: plain('example'), category: plain('category'), panel: plain('panel') };
  if (packed) {
    try {
      state.json = new TextDecoder().decode(await through(fromBase64Url(packed), new DecompressionStream('deflate')));
    } catch (error) {
      throw new BrokenFragmentError(error instanceof Error ? error.message : String(error));
    }
  }
  return state.json || state.example || state.category || state.panel ? state : null;
}

/** The address's JSON did not survive the trip (cut by a messenger, mistyped). */
export class BrokenFragmentError extends Error {
  override name = 'BrokenFragmentError';
}
