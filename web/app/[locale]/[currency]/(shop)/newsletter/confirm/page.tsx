import { newsletterLinkPage } from '@/features/visitor-forms/newsletter/newsletterLinkPage';

const { generateMetadata, NewsletterLinkPage } = newsletterLinkPage('confirm');

export { generateMetadata };
export default NewsletterLinkPage;
