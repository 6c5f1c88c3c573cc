import { CategoryPage, categoryMetadata } from '@/categories/CategoryPage';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/category/[url]'>) {
  return categoryMetadata((await params).url, await searchParams);
}

/** A category page (spec §2); an unknown url is a 404. */
export default async function CategoryRoute({ params, searchParams }: PageProps<'/[locale]/category/[url]'>) {
  return <CategoryPage url={(await params).url} searchParams={await searchParams} />;
}
