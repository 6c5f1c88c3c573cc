import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('about', 'a-propos');

export { generateMetadata };
export default StaticPageRoute;
