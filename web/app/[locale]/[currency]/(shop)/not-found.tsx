import { getLocale } from '@/platform/i18n/server';
import { NotFoundPage } from '@/features/content-pages/not-found/NotFoundPage';

/**
 * For shop pages that call notFound() (an unknown diagram, category, slide or tag), worded as spec §8 words
 * that case, inside the shop layout's frame. Unmatched URLs get app/global-not-found.tsx instead.
 */
export default async function ShopNotFound() {
  return <NotFoundPage locale={await getLocale()} titleId="notFound.invalid.title" />;
}
