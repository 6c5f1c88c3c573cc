import { newsletterLinkPage } from '@/features/visitor-forms/newsletter/newsletterLinkPage';

const { generateMetadata, NewsletterLinkPage } = newsletterLinkPage('unsubscribe');

export { generateMetadata };
export default NewsletterLinkPage;
