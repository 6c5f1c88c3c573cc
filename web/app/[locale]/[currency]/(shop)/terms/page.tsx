import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('terms', 'terms');

export { generateMetadata };
export default StaticPageRoute;
