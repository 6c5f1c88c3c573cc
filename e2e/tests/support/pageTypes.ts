import type { APIRequestContext, Page } from '@playwright/test';
import { catalogue, prefix, topLevelCategories, type Locale } from './catalogue';

export type PageType = { name: string; path: string };

const ABOUT: Record<Locale, string> = {
  en: 'about',
  fr: 'a-propos',
  de: 'ueber-uns',
  es: 'sobre-nosotros',
  pt: 'sobre-nos',
};

/**
 * One page of every type a visitor can reach in `locale` without buying (spec §2): the browsing
 * pages from the live catalogue, the wishlist, the cart and data steps (empty), the static pages,
 * the account site's public pages, the error pages. Checkout pages that need a cart or an order are visited by the specs that buy.
 */
export async function pageTypes(request: APIRequestContext, locale: Locale): Promise<PageType[]> {
  const [categories, diagrams] = await Promise.all([topLevelCategories(request, locale), catalogue(request, locale)]);
  const diagram = diagrams.find((each) => each.slides.length > 0) ?? diagrams[0];
  const at = (path: string) => `${prefix(locale)}${path}`;
  return [
    { name: 'home', path: at('/') },
    { name: 'category', path: at(`/category/${categories[0].url}/`) },
    { name: 'catalog', path: at('/catalog/') },
    { name: 'catalog by tag', path: at('/catalog/new/') },
    { name: 'diagram', path: at(`/diagrams/${diagram.url}/`) },
    { name: 'slide', path: at(`/slides/${diagram.slides[0].urlTitle}/`) },
    { name: 'search', path: at(`/s/${encodeURIComponent(diagram.title.split(' ')[0])}/`) },
    { name: 'search form', path: at('/s/') },
    { name: 'wishlist', path: at('/wishlist/') },
    { name: 'cart', path: at('/checkout/order/') },
    { name: 'checkout data', path: at('/checkout/data/') },
    { name: 'about', path: at(`/${ABOUT[locale]}/`) },
    ...['faq', 'contact', 'know-how', 'design-services', 'terms', 'test', 'chat'].map((slug) => ({
      name: slug,
      path: at(`/${slug}/`),
    })),
    // The account site as a visitor without a session meets it (the signed-in pages redirect to sign in).
    ...['sign-in', 'register', 'forgot-password', 'confirm-email'].map((slug) => ({
      name: `account ${slug}`,
      path: at(`/account/${slug}/`),
    })),
    { name: 'account reset password', path: at('/account/reset-password/?code=not-a-real-code') },
    { name: 'account email confirmed', path: at('/account/email-confirmed/?confirmation=not-a-real-token') },
    { name: 'rate-limit page', path: at('/errors/429/') },
    { name: 'error page', path: at('/errors/500/') },
    { name: 'not found', path: at('/no-such-page-here/') },
  ];
}

/**
 * The page as the visitor meets it once it is interactive: loaded, hearts hydrated, nothing busy.
 * (Not "network idle": Next keeps prefetching links to routes that do not exist yet.)
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('button[aria-pressed][disabled], [aria-busy="true"]'));
}
