import { ContactForm } from '@/contact/ContactForm';
import { staticRoute } from '@/static-pages/staticRoute';
import styles from '@/static-pages/StaticPage.module.css';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

const { generateMetadata, StaticPageRoute } = staticRoute('contact', 'contact');

export { generateMetadata };

/** The contact page's text (its #terms section included), then the contact form. */
export default async function ContactPage() {
  return (
    <>
      <StaticPageRoute />
      <div className={`container ${styles.column}`}>
        <ContactForm termsHref="#terms" />
      </div>
    </>
  );
}
