import { countText } from '../../../core/domain/format/count.ts';
import { BOOK_RANKING_PATH, isHighlighted } from '../../../core/domain/life/rankings.ts';
import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { BookRankingAnswer } from '../../../schemas/generated/types.ts';
import { RankingFrame, RankNumber } from '../../../ui/ranking/RankingFrame.tsx';
import { useRanking } from '../../../ui/ranking/useRanking.ts';
import { rankingBooksMessages } from './ranking-books.messages.ts';

/** life.ranking.books (spec 2 §2 hot tab): the most borrowed books of the last 60 days: bookname, author, readnum. */
export default function RankingBooks({ panel }: PanelProps) {
  const t = useTexts(rankingBooksMessages);
  const { state, retry } = useRanking<BookRankingAnswer>(panel, BOOK_RANKING_PATH, 'ranking-books-answer');
  return (
    <RankingFrame panel={panel} title={t('ranking.books')} note={t('ranking.booksWindow')} state={state} retry={retry}>
      {(books) => (
        <ol className="ranking__list" data-testid="ranking-books">
          {books.map((book, i) => (
            <li key={`${book.bookname}-${i}`} className={`ranking__row${isHighlighted(i) ? ' ranking__row--top' : ''}`} data-testid="ranking-row" data-top={isHighlighted(i)}>
              <RankNumber index={i} highlighted={isHighlighted(i)} />
              <div className="ranking__body">
                <span className="ranking__name">{book.bookname}</span>
                {book.author ? <span className="ranking__sub">{t('ranking.bookAuthor', { author: book.author })}</span> : null}
              </div>
              <span className="ranking__figure">{t('ranking.bookReads', { count: countText(book.readnum ?? 0, 'views', t) })}</span>
            </li>
          ))}
        </ol>
      )}
    </RankingFrame>
  );
}
