import { DiagramPage, diagramMetadata } from '@/diagram/DiagramPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/[currency]/diagrams/[url]'>) {
  return diagramMetadata((await params).url);
}

/** A diagram page (spec §2); an unknown url is a 404. */
export default async function DiagramRoute({ params }: PageProps<'/[locale]/[currency]/diagrams/[url]'>) {
  return <DiagramPage url={(await params).url} />;
}
