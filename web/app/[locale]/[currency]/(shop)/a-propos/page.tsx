import { staticRoute } from '@/features/content-pages/static/staticRoute';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

const { generateMetadata, StaticPageRoute } = staticRoute('about', 'a-propos');

export { generateMetadata };
export default StaticPageRoute;
