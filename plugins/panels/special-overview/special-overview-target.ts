import { ROUTE } from '../../../core/engine/routes/routes.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 2 §2: a special-overview card opens the playback list of its item. */
export const SPECIAL_OVERVIEW_PATH = ROUTE.playBack.path;

/** The playback list of the item (ROUTE.playBack, ?id). */
export const specialOverviewTarget = (item: Pick<ContentItem, 'id'>): string =>
  ROUTE.playBack.link({ id: item.id });

/**
 * The item as the card hands it to `onOpen`: its detailUrl is the playback list, so the page (or an
 * opener) that follows detailUrl lands on /PlayBack?id={id}.
 */
export const withSpecialOverviewTarget = (item: ContentItem): ContentItem => ({ ...item, detailUrl: specialOverviewTarget(item) });
