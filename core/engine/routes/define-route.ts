/**
 * A route of the app as data: its path, with a typed link builder and query reader made from the
 * query names it reads (`Q`, a type only: nothing of it rides in the page's bundle). A page's address
 * is spelled once, in core/engine/routes/routes.ts.
 */
export interface Route<Q extends string = never> {
  readonly path: string;
  /** The address of the page: the given values in the order given, each encoded; null or undefined ones left out. */
  link(values?: Readonly<Partial<Record<Q, string | null | undefined>>>): string;
  /** The page's query read from `search` (with or without its '?'): the first value of a name, null when absent. */
  parse(search: string): RouteQuery<Q>;
}

export interface RouteQuery<Q extends string> {
  get(name: Q): string | null;
  has(name: Q): boolean;
}

export function defineRoute<Q extends string = never>(path: string): Route<Q> {
  return {
    path,
    link(values) {
      const pairs = Object.entries<string | null | undefined>(values ?? {}).flatMap(([name, value]) => (value == null ? [] : [`${name}=${encodeURIComponent(value)}`]));
      return pairs.length ? `${path}?${pairs.join('&')}` : path;
    },
    parse: (search) => new URLSearchParams(search),
  };
}
