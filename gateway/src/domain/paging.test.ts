import { pageOf, pagingProblem } from './paging';

describe('pagingProblem', () => {
  it.each([
    [1, 1],
    [3, 24],
    [999, 100],
  ])('accepts page %d of size %d', (page, pageSize) => {
    expect(pagingProblem({ page, pageSize })).toBeUndefined();
  });

  it.each([
    [0, 24, 'page must be 1 or more (got 0)'],
    [-2, 24, 'page must be 1 or more (got -2)'],
    [1, 0, 'pageSize must be between 1 and 100 (got 0)'],
    [1, 101, 'pageSize must be between 1 and 100 (got 101)'],
  ])('rejects page %d of size %d', (page, pageSize, message) => {
    expect(pagingProblem({ page, pageSize })).toBe(message);
  });
});

describe('pageOf', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];

  it('cuts one page and counts the whole list', () => {
    expect(pageOf(letters, { page: 2, pageSize: 2 })).toEqual({
      items: ['c', 'd'],
      page: 2,
      pageSize: 2,
      pageCount: 3,
      total: 5,
    });
  });

  it('gives an empty page past the end', () => {
    expect(pageOf(letters, { page: 4, pageSize: 2 })).toMatchObject({ items: [], pageCount: 3, total: 5 });
  });
});
