import { createHash } from 'node:crypto';
import type { SanitizedBodies } from '../../core/engine/sanitize/sanitize-html.ts';

/** Sanitized bodies the server keeps (least recently used goes first): the day's articles in each language. */
export const SANITIZED_BODIES_KEPT = 500;

/** A bounded store of sanitized bodies, keyed by the page's address and a hash of the markup. */
export function sanitizedBodyStore(limit = SANITIZED_BODIES_KEPT): SanitizedBodies & { has(dirty: string, base: string): boolean } {
  const kept = new Map<string, string>();
  // A render asks for the same body's key two or three times (has, get, set): hashed once.
  let last = { dirty: '', hash: '' };
  const keyOf = (dirty: string, base: string) => {
    if (last.dirty !== dirty) last = { dirty, hash: createHash('sha256').update(dirty).digest('base64url') };
    return `${base}\n${last.hash}`;
  };
  return {
    get(dirty, base) {
      const key = keyOf(dirty, base);
      const clean = kept.get(key);
      if (clean === undefined) return undefined;
      kept.delete(key);
      kept.set(key, clean);
      return clean;
    },
    set(dirty, base, clean) {
      kept.set(keyOf(dirty, base), clean);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    },
    has: (dirty, base) => kept.has(keyOf(dirty, base)),
  };
}
