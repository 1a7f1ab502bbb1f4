/**
 * Which class of a playback special the archive lists, and what the archive keeps in local storage
 * (spec 2 §3 keys classId, sValueStar, sValueEnd) so coming back from a playback finds the list as
 * the reader left it. Pure but for the storage handed in.
 */
import type { SpecialClass } from '../../../schemas/generated/types.ts';
import { filterOfWindow, specListWindow, type DateFilter } from './date-filter.ts';

export const CLASS_ID_KEY = 'classId';
export const START_TIME_KEY = 'sValueStar';
export const END_TIME_KEY = 'sValueEnd';


/** The class to list: the stored one when the special has it, else the special's first. */
export function chooseClass(classes: readonly SpecialClass[], storedId: string | null): SpecialClass | null {
  return classes.find((c) => c.id === storedId) ?? classes[0] ?? null;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The date filter stored for this class (another class's filter does not carry over). */
export function storedFilter(storage: Store, classId: string): DateFilter {
  if (storage.getItem(CLASS_ID_KEY) !== classId) return filterOfWindow(null, null);
  return filterOfWindow(storage.getItem(START_TIME_KEY), storage.getItem(END_TIME_KEY));
}

export function storeChoice(storage: Store, classId: string, filter: DateFilter): void {
  storage.setItem(CLASS_ID_KEY, classId);
  const window = specListWindow(filter);
  if (window) {
    storage.setItem(START_TIME_KEY, window.startTime);
    storage.setItem(END_TIME_KEY, window.endTime);
  } else {
    storage.removeItem(START_TIME_KEY);
    storage.removeItem(END_TIME_KEY);
  }
}
