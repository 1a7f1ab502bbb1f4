import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { appendUnseen, mergePages, type PageMerge } from '../../core/engine/http/paged-merge.ts';

interface Row {
  id: string;
  text: string;
}
interface Page {
  rows: Row[];
  total: number;
}

const rows: PageMerge<Page, { rows: Row[]; total: number }> = {
  start: (first) => ({ rows: first.rows, total: first.total }),
  merge: (list, page) => {
    appendUnseen(list.rows, page.rows);
    list.total = page.total;
  },
};

const row = (id: string): Row => ({ id, text: `row ${id}` });

describe('a paged list’s merge', () => {
  it('shows the first page, then each next page after it, in order, with the last page’s total', () => {
    const list = mergePages(rows, { rows: [row('1'), row('2')], total: 5 }, [
      { rows: [row('3'), row('4')], total: 6 },
      { rows: [row('5'), row('6')], total: 6 },
    ], produce);
    expect(list.rows.map(({ id }) => id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(list.total).toBe(6);
  });

  it('leaves out rows already shown (a list that moved on between pages repeats some), even within one page', () => {
    const list = mergePages(rows, { rows: [row('1'), row('2')], total: 4 }, [{ rows: [row('2'), row('3'), row('3'), row('4')], total: 4 }], produce);
    expect(list.rows.map(({ id }) => id)).toEqual(['1', '2', '3', '4']);
  });

  it('makes a new list and keeps the pages as they were (the rows themselves shared)', () => {
    const first = { rows: [row('1')], total: 2 };
    const second = { rows: [row('2')], total: 2 };
    const list = mergePages(rows, first, [second], produce);
    expect(first.rows).toHaveLength(1);
    expect(second.rows).toHaveLength(1);
    expect(list.rows[0]).toBe(first.rows[0]);
    expect(list.rows[1]).toBe(second.rows[0]);
  });

  it('with no next page is the first page’s list, without immer (it loads with the second page)', () => {
    expect(mergePages(rows, { rows: [row('1')], total: 1 }, [], null).rows.map(({ id }) => id)).toEqual(['1']);
    expect(() => mergePages(rows, { rows: [row('1')], total: 2 }, [{ rows: [row('2')], total: 2 }], null)).toThrow(/immer/);
  });
});
