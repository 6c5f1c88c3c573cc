import { CataloguePage, catalogueMetadata } from '@/features/catalogue/listings/CataloguePage';
import { parseListingSegment } from '@/platform/routing/internalPath';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

export async function generateMetadata({ params }: PageProps<'/[locale]/[currency]/catalog/[listing]'>) {
  return catalogueMetadata(undefined, parseListingSegment((await params).listing));
}

/** All products (spec §2); proxy.ts puts the visible URL's sort and page in [listing]. */
export default async function CatalogRoute({ params }: PageProps<'/[locale]/[currency]/catalog/[listing]'>) {
  return <CataloguePage listing={parseListingSegment((await params).listing)} />;
}
