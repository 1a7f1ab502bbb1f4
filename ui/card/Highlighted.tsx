import { createContext, useContext, type ReactNode } from 'react';

/** The keyword a list of results was found by ('' outside search: nothing is marked). */
const KeywordContext = createContext('');

export const SearchKeywordProvider = KeywordContext.Provider;

/** The text's pieces, the keyword's occurrences (any letter case) at odd positions. */
export function splitByKeyword(text: string, keyword: string): string[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return [text];
  const lower = text.toLowerCase();
  const pieces: string[] = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, from)) {
    pieces.push(text.slice(from, at), text.slice(at, at + wanted.length));
    from = at + wanted.length;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** A card's text with the searched keyword marked (<mark>: read as highlighted by assistive tech too). */
export function Highlighted({ text }: { text: string }): ReactNode {
  const keyword = useContext(KeywordContext);
  if (!keyword) return text;
  const pieces = splitByKeyword(text, keyword);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="keyword-mark">
        {piece}
      </mark>
    ) : (
      piece
    ),
  );
}
