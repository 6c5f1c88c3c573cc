import { CategoryPage, categoryMetadata } from '@/categories/CategoryPage';
import { parseListingSegment } from '@/routing/internalPath';

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
