import { SearchPage, searchMetadata } from '@/search/SearchPage';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/[currency]/s/[query]'>) {
  return searchMetadata((await params).query, await searchParams);
}

/** Search results (spec §2); the query in the path is sanitised, and redirected to its clean form. */
export default async function SearchRoute({ params, searchParams }: PageProps<'/[locale]/[currency]/s/[query]'>) {
  return <SearchPage segment={(await params).query} searchParams={await searchParams} />;
}
