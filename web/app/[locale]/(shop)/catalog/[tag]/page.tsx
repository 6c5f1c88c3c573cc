import { CataloguePage, catalogueMetadata } from '@/catalog/CataloguePage';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/catalog/[tag]'>) {
  return catalogueMetadata((await params).tag, await searchParams);
}

/** Products with a tag (spec §2; the footer links /catalog/new/). An unknown tag is a 404. */
export default async function CatalogTagRoute({ params, searchParams }: PageProps<'/[locale]/catalog/[tag]'>) {
  return <CataloguePage tag={(await params).tag} searchParams={await searchParams} />;
}
