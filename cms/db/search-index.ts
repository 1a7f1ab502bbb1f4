import type { Db } from './database.ts';

/**
 * The local CMS's full-text index (FTS5). Chinese has no spaces and readers type two characters
 * ("长沙"), but FTS5's trigram tokenizer cannot answer a query under three characters except by
 * scanning every row. So each text is indexed as its overlapping character pairs ("长沙市" → "长沙
 * 沙市 市"), one token each, and a query becomes the phrase of its own pairs: a substring search
 * that uses the index for any length, ranked by bm25. A run's last character is a token of its own,
 * so a one-character query finds it as a prefix.
 */

/** The FTS5 table (migration 4). Column weights of the bm25 rank: a hit in the title counts most. */
export const SEARCH_TABLE = 'contents_search';
export const TITLE_WEIGHT = 4;
export const TEXT_WEIGHT = 1;

/** Runs of letters and digits: punctuation and spaces separate them and are never searched. */
const RUN = /[\p{L}\p{N}]+/gu;

function runsOf(text: string): string[][] {
  return (text.toLowerCase().match(RUN) ?? []).map((run) => [...run]);
}

/** The indexed form of a text: every run's character pairs, then its last character. */
export function pairTokens(text: string): string {
  const tokens: string[] = [];
  for (const chars of runsOf(text)) {
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(`${chars[i]}${chars[i + 1]}`);
    tokens.push(chars.at(-1) as string);
  }
  return tokens.join(' ');
}

/**
 * The FTS5 query of a reader's text, or null when it has nothing searchable (only punctuation, '%',
 * spaces). Each run is a phrase of its pairs (one character: a prefix), all runs must match. Tokens
 * hold only letters and digits, so no FTS5 syntax can reach the query.
 */
export function pairQuery(text: string): string | null {
  const parts = runsOf(text).map((chars) => {
    if (chars.length === 1) return `"${chars[0]}"*`;
    const pairs: string[] = [];
    for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
    return `"${pairs.join(' ')}"`;
  });
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** Adds (or replaces) a content's entry in the index: its title, and its brief and keywords. */
export function contentIndexer(db: Db): (id: number, title: string, ...texts: string[]) => void {
  const remove = db.prepare(`DELETE FROM ${SEARCH_TABLE} WHERE rowid = ?`);
  const insert = db.prepare(`INSERT INTO ${SEARCH_TABLE} (rowid, title, text) VALUES (?, ?, ?)`);
  return (id, title, ...texts) => {
    remove.run(id);
    insert.run(id, pairTokens(title), pairTokens(texts.join(' ')));
  };
}
