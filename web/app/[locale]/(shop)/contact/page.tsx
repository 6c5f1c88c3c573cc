import { staticRoute } from '@/static-pages/staticRoute';

const { generateMetadata, StaticPageRoute } = staticRoute('contact', 'contact');

export { generateMetadata };
export default StaticPageRoute;
