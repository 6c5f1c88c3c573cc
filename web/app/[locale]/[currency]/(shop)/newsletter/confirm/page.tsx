import { newsletterLinkPage } from '@/newsletter/newsletterLinkPage';

const { generateMetadata, NewsletterLinkPage } = newsletterLinkPage('confirm');

export { generateMetadata };
export default NewsletterLinkPage;
