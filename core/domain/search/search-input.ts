import type { KeyValueStorage } from '../../platform/session/store.ts';

/**
 * Spec 2 §5, §9: what a reader's search text may be and how the search history keeps it. Pure rules;
 * the search page decides when to apply them.
 */

/** Spec 2 §9: the search input takes at most 10 characters. */
export const SEARCH_INPUT_MAX = 10;
/** Spec 2 §9: the history keeps at most 10 searches. */
export const HISTORY_MAX = 10;
/** Spec 2 §9: a history chip over 10 characters is cut with an ellipsis. */
export const HISTORY_CHIP_MAX = 10;
/** Spec 2 §9: typing searches once the input has been still for 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Spec 2 §3: the local storage key of the history. */
export const HISTORY_STORAGE_KEY = 'search-historyList';

export type Submission =
  /** Blank input: ignored (the history shows). */
  | { kind: 'blank' }
  /** Input with %: 'sorry, no related results found', not searched, not saved. */
  | { kind: 'percent' }
  | { kind: 'search'; keyword: string };

/** Spec 2 §5: what a text asks for. Spaces-only is blank; the keyword is cut to the input's length. */
export function readSubmission(text: string): Submission {
  const keyword = [...text].slice(0, SEARCH_INPUT_MAX).join('');
  if (!keyword.trim()) return { kind: 'blank' };
  if (keyword.includes('%')) return { kind: 'percent' };
  return { kind: 'search', keyword };
}

/** Spec 2 §5: newest first, deduplicated, at most 10; blank and %-texts are never saved. */
export function addToHistory(history: readonly string[], text: string): string[] {
  const submission = readSubmission(text);
  if (submission.kind !== 'search') return [...history];
  const entry = submission.keyword.trim();
  return [entry, ...history.filter((old) => old !== entry)].slice(0, HISTORY_MAX);
}

/** Spec 2 §9: a chip shows at most 10 characters, then an ellipsis. */
export function chipLabel(text: string): string {
  const chars = [...text];
  return chars.length > HISTORY_CHIP_MAX ? `${chars.slice(0, HISTORY_CHIP_MAX).join('')}…` : text;
}

/**
 * The stored history, whatever another page or version left under the key: a JSON list of texts
 * (others dropped), deduplicated and capped; anything unreadable is an empty history, never an error.
 */
export function parseHistory(stored: string | null): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const texts = value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '' && !entry.includes('%'));
  return [...new Set(texts.map((text) => text.trim()))].slice(0, HISTORY_MAX);
}

export interface SearchHistory {
  read(): string[];
  add(text: string): string[];
  remove(text: string): string[];
  clear(): string[];
}

/** The history kept in local storage under 'search-historyList'. */
export function searchHistory(storage: KeyValueStorage): SearchHistory {
  const read = () => parseHistory(storage.getItem(HISTORY_STORAGE_KEY));
  const write = (list: string[]) => {
    try {
      if (list.length === 0) storage.removeItem(HISTORY_STORAGE_KEY);
      else storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(list));
    } catch {
      // A full or refused storage keeps the history for this page only: searching goes on.
    }
    return list;
  };
  return {
    read,
    add: (text) => write(addToHistory(read(), text)),
    remove: (text) => write(read().filter((entry) => entry !== text)),
    clear: () => write([]),
  };
}
