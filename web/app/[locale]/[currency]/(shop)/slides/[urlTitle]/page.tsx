import { SlidePage, slideMetadata } from '@/features/catalogue/slide/SlidePage';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

export async function generateMetadata({ params }: PageProps<'/[locale]/[currency]/slides/[urlTitle]'>) {
  return slideMetadata((await params).urlTitle);
}

/** A slide page (spec §2); an unknown url_title is a 404. */
export default async function SlideRoute({ params }: PageProps<'/[locale]/[currency]/slides/[urlTitle]'>) {
  return <SlidePage urlTitle={(await params).urlTitle} />;
}
