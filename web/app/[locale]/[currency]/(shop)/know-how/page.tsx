import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('knowHow', 'know-how');

export { generateMetadata };
export default StaticPageRoute;
