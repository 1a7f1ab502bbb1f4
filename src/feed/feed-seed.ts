import { createContext, use, useContext } from 'react';
import type { PanelEntry } from '../../core/engine/render/composite.ts';

/**
 * Feeds already resolved when the page starts, by category code: the server renders the home's first
 * page into the HTML (src/ssr/server-entry.tsx) and hands the same answer to the page. On the server the
 * panels are there at once; in the page they are a promise, settled once the feed's code (validators
 * and plugins) has loaded after the app is ready (src/main.tsx): until then the feed's server HTML
 * stays as it is, inside its Suspense boundary, and hydrates when they come. A feed found here renders
 * without asking the CMS again; a promise that settles with nothing leaves the feed to load itself.
 */
export type FeedSeed = Readonly<Record<string, readonly PanelEntry[] | Promise<readonly PanelEntry[] | undefined>>>;

export const FeedSeedContext = createContext<FeedSeed>({});

/** The category's seeded first page; none when `skip` (a later page shows: on the server, nothing is asked for it). */
export function useFeedSeed(categoryCode: string, skip = false): readonly PanelEntry[] | undefined {
  const seeds = useContext(FeedSeedContext);
  if (skip) return undefined;
  const seed = seeds[categoryCode];
  return seed instanceof Promise ? use(seed) : seed;
}
