import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('about', 'sobre-nos');

export { generateMetadata };
export default StaticPageRoute;
