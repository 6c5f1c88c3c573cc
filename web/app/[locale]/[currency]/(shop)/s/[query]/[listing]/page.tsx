import { parseListingSegment } from '@/platform/routing/internalPath';
import { SearchPage, searchMetadata } from '@/features/catalogue/search/SearchPage';

// Cached HTML, one rendering per query and page, refreshed by Strapi's webhooks once the gateway's index knows the
// change (docs/adr/0023).
export const dynamic = 'force-static';

type Props = PageProps<'/[locale]/[currency]/s/[query]/[listing]'>;

export async function generateMetadata({ params }: Props) {
  const { query, listing } = await params;
  return searchMetadata(query, parseListingSegment(listing).page);
}

/** Search results (spec §2); the query in the path is sanitised, and redirected to its clean form. */
export default async function SearchRoute({ params }: Props) {
  const { query, listing } = await params;
  return <SearchPage segment={query} page={parseListingSegment(listing).page} />;
}
