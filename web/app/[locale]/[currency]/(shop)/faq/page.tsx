import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('faq', 'faq');

export { generateMetadata };
export default StaticPageRoute;
