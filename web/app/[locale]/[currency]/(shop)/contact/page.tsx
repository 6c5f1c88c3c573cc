import { ContactForm } from '@/contact/ContactForm';
import { AllMessages } from '@/platform/i18n/AllMessages';
import { getLocale } from '@/platform/i18n/server';
import { staticRoute } from '@/static-pages/staticRoute';
import styles from '@/static-pages/StaticPage.module.css';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

const { generateMetadata, StaticPageRoute } = staticRoute('contact', 'contact');

export { generateMetadata };

/** The contact page's text (its #terms section included), then the contact form, which says more than the frame. */
export default async function ContactPage() {
  return (
    <>
      <StaticPageRoute />
      <div className={`container ${styles.column}`}>
        <AllMessages locale={await getLocale()}>
          <ContactForm termsHref="#terms" />
        </AllMessages>
      </div>
    </>
  );
}
