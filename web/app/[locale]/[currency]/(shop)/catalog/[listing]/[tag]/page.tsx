import { CataloguePage, catalogueMetadata } from '@/features/catalogue/listings/CataloguePage';
import { parseListingSegment } from '@/platform/routing/internalPath';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

type Props = PageProps<'/[locale]/[currency]/catalog/[listing]/[tag]'>;

export async function generateMetadata({ params }: Props) {
  const { tag, listing } = await params;
  return catalogueMetadata(tag, parseListingSegment(listing));
}

/** Products with a tag (spec §2; the footer links /catalog/new/). An unknown tag is a 404. */
export default async function CatalogTagRoute({ params }: Props) {
  const { tag, listing } = await params;
  return <CataloguePage tag={tag} listing={parseListingSegment(listing)} />;
}
