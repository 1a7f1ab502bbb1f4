import { cityNamed } from '../cities/by-name.ts';
import type { Db } from './db/database.ts';
import type { ContentRow } from './present.ts';

/** The city the local CMS stands in for (`CITY`). */
const CITY = cityNamed();

/** Categories whose panels hold the signed-in reader's favourites, by content type (spec 2 §2 Favourites). */
export const FAVOUR_TYPES: ReadonlyMap<string, readonly string[]> = new Map([
  [CITY.favourCategories.video, ['video', 'video_com', 'news_video', 'short_video']],
  [CITY.favourCategories.live, ['news_live', 'tv', 'radio']],
  [CITY.favourCategories.news, ['news_common', 'news_multipic', 'special', 'news_picword']],
]);

export type FavouriteRow = ContentRow & { type: string; issue_time: number };

/**
 * The reader's favourites of a favourites category, newest favourite first (the panel's order for the
 * composite call and for getContentList's cursor); null when the category holds no favourites.
 */
export function favouritesReader(db: Db): (categoryCode: string, userId: number | null) => FavouriteRow[] | null {
  const favouritesOf = db.prepare(
    `SELECT c.id, c.data, c.type, c.issue_time FROM favors f JOIN contents c ON c.id = f.content_id
     WHERE f.user_id = ? AND c.published = 1 ORDER BY f.created DESC, c.id`,
  );
  return (categoryCode, userId) => {
    const types = FAVOUR_TYPES.get(categoryCode);
    if (!types) return null;
    if (userId === null) return [];
    return (favouritesOf.all(userId) as FavouriteRow[]).filter((row) => types.includes(row.type));
  };
}
