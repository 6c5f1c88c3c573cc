import { CategoryPage, categoryMetadata } from '@/features/catalogue/categories/CategoryPage';
import { parseListingSegment } from '@/platform/routing/internalPath';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

type Props = PageProps<'/[locale]/[currency]/category/[url]/[listing]'>;

export async function generateMetadata({ params }: Props) {
  const { url, listing } = await params;
  return categoryMetadata(url, parseListingSegment(listing));
}

/** A category page (spec §2); an unknown url is a 404. proxy.ts puts the visible sort and page in [listing]. */
export default async function CategoryRoute({ params }: Props) {
  const { url, listing } = await params;
  return <CategoryPage url={url} listing={parseListingSegment(listing)} />;
}
