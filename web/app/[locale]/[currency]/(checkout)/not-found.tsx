import { getLocale } from '@/platform/i18n/server';
import { NotFoundPage } from '@/features/content-pages/not-found/NotFoundPage';

/** For checkout pages that call notFound() (a download link to no order), inside the checkout's frame. */
export default async function CheckoutNotFound() {
  return <NotFoundPage locale={await getLocale()} titleId="notFound.invalid.title" />;
}
