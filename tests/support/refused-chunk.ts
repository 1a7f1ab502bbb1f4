/** A chunk's load that a test can refuse, as a phone without a connection does; else the real one. */
export interface ChunkSwitch {
  refusing: boolean;
  asked: number;
}

/** The module `real` with its loader `name` refusable through `chunk` (for a vi.mock factory). */
export function withRefusableLoad<M extends object>(real: M, name: keyof M & string, chunk: ChunkSwitch): M {
  const load = real[name] as () => Promise<unknown>;
  const refusable = () => {
    chunk.asked++;
    if (!chunk.refusing) return load();
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  };
  return { ...real, [name]: refusable };
}
