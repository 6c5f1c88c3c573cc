import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('about', 'about');

export { generateMetadata };
export default StaticPageRoute;
