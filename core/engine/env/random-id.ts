/**
 * A random identifier (RFC 4122 version 4) that exists wherever the app runs: `crypto.randomUUID`
 * exists only in secure contexts (https, localhost), so a page served over plain http elsewhere (a
 * test host, an intranet) had none and its tracking threw. `getRandomValues` exists in every context.
 */
export function randomId(source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') {
    try {
      return source.randomUUID();
    } catch {
      /* not in this context: made below */
    }
  }
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
