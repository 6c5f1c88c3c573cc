import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('about', 'sobre-nosotros');

export { generateMetadata };
export default StaticPageRoute;
