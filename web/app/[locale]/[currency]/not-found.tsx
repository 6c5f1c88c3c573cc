import { getLocale } from '@/i18n/server';
import { ShopFrame } from '@/layout/ShopFrame';
import { NotFoundPage } from '@/not-found/NotFoundPage';

/**
 * The last boundary for pages that call notFound() outside the groups with their own (account pages today).
 * It sits in every page's tree, cached ones included, so it prints no path: the browser-side path would put
 * its script chunk in every page's first load (ADR 0023, step 2). Its content is only rendered in the
 * browser (vercel/next.js#62228); the status is 404 either way.
 */
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return (
    <ShopFrame locale={locale}>
      <NotFoundPage locale={locale} titleId="notFound.meta.title" />
    </ShopFrame>
  );
}
