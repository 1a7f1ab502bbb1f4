import { newsCategory } from '../../cities/current.ts';

/** Spec 2 §2: the news home shows the city's news category (Changsha's mycs.news). */
export const HOME_CATEGORY = newsCategory;
