import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('test', 'test');

export { generateMetadata };
export default StaticPageRoute;
