import type { IntlShape } from 'react-intl';

/** A listing's title for search results and tabs: pages past the first say which page they are. */
export function pagedTitle(intl: IntlShape, title: string, page: number): string {
  return page > 1 ? intl.formatMessage({ id: 'catalog.meta.paged' }, { title, page }) : title;
}
