import { SlidePage, slideMetadata } from '@/slide/SlidePage';

export async function generateMetadata({ params }: PageProps<'/[locale]/[currency]/slides/[urlTitle]'>) {
  return slideMetadata((await params).urlTitle);
}

/** A slide page (spec §2); an unknown url_title is a 404. */
export default async function SlideRoute({ params }: PageProps<'/[locale]/[currency]/slides/[urlTitle]'>) {
  return <SlidePage urlTitle={(await params).urlTitle} />;
}
