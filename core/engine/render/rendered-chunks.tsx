import { createContext, lazy, useContext, type ComponentType } from 'react';

/*
 * A lazily loaded component the server may render (the article's hot comments): its chunk's styles are
 * not among the page's own, so the server must inline them too, or the reader sees that markup
 * unstyled until the chunk loads (a 22 px "more comments" link). The server's render collects the
 * chunks it rendered through this context; in the browser there is none and nothing is collected.
 */

/** On the server: the source modules (build manifest keys, e.g. `src/pages/comments/HotComments.tsx`) of the lazy chunks rendered. */
export const RenderedChunksContext = createContext<Set<string> | null>(null);

/**
 * `lazy(load)` that tells the server's render it was rendered. `module` is the loaded module's path from
 * the project's root, as the build's manifest names it (server/rendered-pages.ts reports one it does not know).
 */
export function reportedLazy<Props extends object>(module: string, load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Lazy = lazy(load);
  function Reported(props: Props) {
    useContext(RenderedChunksContext)?.add(module);
    return <Lazy {...props} />;
  }
  Reported.displayName = `Lazy(${module})`;
  return Reported;
}
