import { BOOK_RANKING_PATH } from '../../../core/domain/life/rankings.ts';

/** The panel as the CMS lists it (its figures come from home/bookTop: `answers`, for the stand-in request). */
export default {
  valid: [{ id: 61009, code: 'mycs.life.hot.61009', name: '图书借阅排行', typeCode: 'life.ranking.books', contents: [] }],
  invalid: [{ name: '图书借阅排行', typeCode: 'life.ranking.books' }],
  answers: {
    [BOOK_RANKING_PATH]: [
      { id: 1, bookname: '活着', author: '余华', readnum: 312 },
      { id: 2, bookname: '平凡的世界', author: '路遥', readnum: 287 },
      { id: 3, bookname: '长沙往事', author: '何立伟', readnum: 201 },
      { id: 4, bookname: '三体', author: '刘慈欣', readnum: 164 },
    ],
  },
};
