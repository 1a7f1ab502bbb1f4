import { createContext, useContext } from 'react';
import type { PanelEntry } from '../../core/feed/composite.ts';

/**
 * Feeds already resolved when the page starts, by category code: the server renders the home's first
 * page into the HTML (src/ssr/home-ssr.tsx) and hands the same answer to the page, which resolves it
 * before hydrating. A feed found here renders at once, without asking the CMS again.
 */
export type FeedSeed = Readonly<Record<string, readonly PanelEntry[]>>;

export const FeedSeedContext = createContext<FeedSeed>({});

export const useFeedSeed = (categoryCode: string): readonly PanelEntry[] | undefined => useContext(FeedSeedContext)[categoryCode];
