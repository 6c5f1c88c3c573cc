/** The backend's maxLimit, and so the largest page the gateway serves. */
export const MAX_PAGE_SIZE = 100;

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Why a page request is invalid, or undefined when it is fine. A page past the end is fine (it is empty). */
export function pagingProblem({ page, pageSize }: Paging): string | undefined {
  if (!Number.isInteger(page) || page < 1) return `page must be 1 or more (got ${page})`;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return `pageSize must be between 1 and ${MAX_PAGE_SIZE} (got ${pageSize})`;
  }
  return undefined;
}

export interface Page<T> extends Paging {
  items: T[];
  pageCount: number;
  total: number;
}

/** One page of an in-memory list, with the counts of the whole list. */
export function pageOf<T>(all: readonly T[], { page, pageSize }: Paging): Page<T> {
  const start = (page - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    page,
    pageSize,
    pageCount: Math.ceil(all.length / pageSize),
    total: all.length,
  };
}
