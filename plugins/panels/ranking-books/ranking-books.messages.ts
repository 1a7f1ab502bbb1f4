import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The book borrowing ranking (spec 2 §2 hot tab). */
export const rankingBooksMessages = defineMessages({
  en: {
    'ranking.books': 'Book borrowing ranking',
    'ranking.booksWindow': 'Last 60 days',
    'ranking.bookAuthor': 'Author: {author}',
    'ranking.bookReads': '{count} borrowed',
  },
  'zh-CN': {
    'ranking.books': '图书借阅排行',
    'ranking.booksWindow': '近60天',
    'ranking.bookAuthor': '作者：{author}',
    'ranking.bookReads': '{count}次借阅',
  },
  'zh-TW': {
    'ranking.books': '圖書借閱排行',
    'ranking.booksWindow': '近60天',
    'ranking.bookAuthor': '作者：{author}',
    'ranking.bookReads': '{count}次借閱',
  },
});
