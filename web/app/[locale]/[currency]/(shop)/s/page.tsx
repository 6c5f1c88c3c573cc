import { SearchPage, searchMetadata } from '@/search/SearchPage';

export async function generateMetadata({ searchParams }: PageProps<'/[locale]/[currency]/s'>) {
  return searchMetadata(undefined, await searchParams);
}

/** The search page without a query: asks for one ('Please enter a search query'); ?query=… goes to /s/{query}/. */
export default async function EmptySearchRoute({ searchParams }: PageProps<'/[locale]/[currency]/s'>) {
  return <SearchPage searchParams={await searchParams} />;
}
