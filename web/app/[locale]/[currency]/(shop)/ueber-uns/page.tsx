import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('about', 'ueber-uns');

export { generateMetadata };
export default StaticPageRoute;
