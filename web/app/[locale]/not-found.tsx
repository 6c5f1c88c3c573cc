import { getLocale } from '@/i18n/server';
import { ShopFrame } from '@/layout/ShopFrame';
import { NotFoundPage } from '@/not-found/NotFoundPage';

/**
 * For pages that call notFound() (a failed route validation: an unknown diagram, category, slide
 * or tag), worded as spec §8 words that case. Unmatched URLs are served by
 * app/global-not-found.tsx instead, which Next renders on the server; this boundary's content
 * is only rendered in the browser (vercel/next.js#62228), the status is 404 either way.
 */
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return (
    <ShopFrame locale={locale}>
      <NotFoundPage locale={locale} titleId="notFound.invalid.title" />
    </ShopFrame>
  );
}
