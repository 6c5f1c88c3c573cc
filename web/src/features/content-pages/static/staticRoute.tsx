import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SetAlternates } from '@/platform/routing/alternates';
import { getLocale } from '@/platform/i18n/server';
import { alternatesFor } from '@/platform/seo/alternates';
import { ServerErrorPage } from './errors/ServerErrorPage';
import { ArticleView } from './ArticleView';
import { FaqView } from './FaqView';
import { loadStaticPage } from './loadStaticPage';
import { staticPagePath, staticPagePaths, staticSlug, type StaticPage } from '../../../platform/routing/staticPaths';
import styles from './StaticPage.module.css';

/**
 * The route of a static page under one of its slugs (app/[locale]/[currency]/(shop)/{slug}/page.tsx).
 * A slug of another locale (/fr/about/, /de/a-propos/) redirects to this locale's own slug, so
 * every spelling of "about" leads to the right page. The copy is edited by staff in Strapi (ADR 0022).
 */
export function staticRoute(page: StaticPage, slug: string) {
  async function generateMetadata(): Promise<Metadata> {
    const locale = await getLocale();
    const content = await loadStaticPage(page, locale);
    if (!content) return {};
    const { title, description } = content;
    return {
      title,
      description,
      alternates: alternatesFor(staticPagePaths(page), locale),
      // Spec §2: the test page's purpose is not shown, so it stays out of search engines.
      ...(page === 'test' && { robots: { index: false } }),
    };
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per static page at import, for its route module
  async function StaticPageRoute() {
    const locale = await getLocale();
    if (staticSlug(page, locale) !== slug) permanentRedirect(staticPagePath(page, locale));
    const content = await loadStaticPage(page, locale);
    if (content === null) notFound();
    if (!content) return <ServerErrorPage locale={locale} />;
    return (
      <article>
        <SetAlternates paths={staticPagePaths(page)} />
        <header className={styles.hero}>
          <div className={`container ${styles.column}`}>
            <h1 className={styles.title}>{content.title}</h1>
            <p className={styles.lead}>{content.lead}</p>
          </div>
        </header>
        <div className={`container ${styles.column}`}>
          <ArticleView sections={content.sections} />
          <FaqView groups={content.faqGroups} />
        </div>
      </article>
    );
  }

  return { generateMetadata, StaticPageRoute };
}
