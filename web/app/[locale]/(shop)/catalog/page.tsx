import { CataloguePage, catalogueMetadata } from '@/catalog/CataloguePage';

export async function generateMetadata({ searchParams }: PageProps<'/[locale]/catalog'>) {
  return catalogueMetadata(undefined, await searchParams);
}

/** All products (spec §2). */
export default async function CatalogRoute({ searchParams }: PageProps<'/[locale]/catalog'>) {
  return <CataloguePage searchParams={await searchParams} />;
}
