import type { Metadata } from 'next';
import { queryCachedGateway } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import { HomeCategoriesDocument } from '@/gql/graphql';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { CategoryGrid } from '@/features/catalogue/categories/CategoryGrid';
import { PopularCategories } from '@/features/catalogue/categories/PopularCategories';
import { HomeHero } from '@/features/catalogue/home/HomeHero';
import { HomeSection } from '@/features/catalogue/home/HomeSection';
import { everyLocale } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ErrorNotice } from '@/ui/ErrorNotice';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return pageMetadata({
    title: intl.formatMessage({ id: 'home.meta.title' }),
    description: intl.formatMessage({ id: 'meta.description' }),
    locale,
    paths: everyLocale('/'),
  });
}

export default async function HomePage() {
  const locale = await getLocale();
  const [intl, result] = await Promise.all([
    getIntl(locale),
    // The home lists categories: the menu's tag, as the header does.
    queryCachedGateway(HomeCategoriesDocument, { locale }, [contentTags.menu]),
  ]);
  if (wasRateLimited(result)) return <RateLimitPage locale={locale} />;
  const categoriesTitle = intl.formatMessage({ id: 'home.categories.title' });

  return (
    <>
      <HomeHero locale={locale} />
      {result.ok ? (
        <>
          <HomeSection id="categories-title" title={categoriesTitle}>
            <CategoryGrid categories={result.data.topLevelCategories} locale={locale} />
          </HomeSection>
          {result.data.popularCategories.length > 0 && (
            <HomeSection id="popular-title" title={intl.formatMessage({ id: 'home.popular.title' })}>
              <PopularCategories categories={result.data.popularCategories} locale={locale} />
            </HomeSection>
          )}
        </>
      ) : (
        <HomeSection id="categories-title" title={categoriesTitle}>
          <ErrorNotice>{intl.formatMessage({ id: 'home.categories.unavailable' })}</ErrorNotice>
        </HomeSection>
      )}
    </>
  );
}
