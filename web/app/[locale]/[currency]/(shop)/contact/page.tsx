import { ContactForm } from '@/features/visitor-forms/contact/ContactForm';
import { AllMessages } from '@/platform/i18n/AllMessages';
import { getLocale } from '@/platform/i18n/server';
import { staticRoute } from '@/features/content-pages/static/staticRoute';
import styles from '@/features/content-pages/static/StaticPage.module.css';

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
