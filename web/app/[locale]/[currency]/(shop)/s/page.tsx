import type { SearchParams } from '@/platform/routing/listingParams';
import { SearchPage, searchMetadata } from '@/features/catalogue/search/SearchPage';
import { typedQueryPath } from '@/platform/routing/searchPath';
import { redirect } from 'next/navigation';
import { getLocale } from '@/platform/i18n/server';

async function redirectTyped(searchParams: Promise<SearchParams>) {
  const path = typedQueryPath(await getLocale(), await searchParams);
  if (path) redirect(path);
}

export async function generateMetadata({ searchParams }: PageProps<'/[locale]/[currency]/s'>) {
  await redirectTyped(searchParams);
  return searchMetadata(undefined);
}

/** The search page without a query: asks for one ('Please enter a search query'); ?query=… goes to /s/{query}/. */
export default async function EmptySearchRoute({ searchParams }: PageProps<'/[locale]/[currency]/s'>) {
  await redirectTyped(searchParams);
  return <SearchPage page={1} />;
}
