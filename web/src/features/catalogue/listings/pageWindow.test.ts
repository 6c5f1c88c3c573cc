import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('stays within the list for a page past its end', () => {
    expect(pageWindow(50, 5)).toEqual([1, 'gap', 5]);
  });
});
