import { DiagramPage, diagramMetadata } from '@/features/catalogue/diagram/DiagramPage';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

export async function generateMetadata({ params }: PageProps<'/[locale]/[currency]/diagrams/[url]'>) {
  return diagramMetadata((await params).url);
}

/** A diagram page (spec §2); an unknown url is a 404. */
export default async function DiagramRoute({ params }: PageProps<'/[locale]/[currency]/diagrams/[url]'>) {
  return <DiagramPage url={(await params).url} />;
}
