import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('designServices', 'design-services');

export { generateMetadata };
export default StaticPageRoute;
