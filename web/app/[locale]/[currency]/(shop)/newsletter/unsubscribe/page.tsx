import { newsletterLinkPage } from '@/newsletter/newsletterLinkPage';

const { generateMetadata, NewsletterLinkPage } = newsletterLinkPage('unsubscribe');

export { generateMetadata };
export default NewsletterLinkPage;
