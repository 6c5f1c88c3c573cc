import { getLocale } from '@/platform/i18n/server';
import { NotFoundPage } from '@/features/content-pages/not-found/NotFoundPage';

/**
 * For account pages that call notFound(), inside the account's frame. Each route group has its own boundary, so
 * no boundary above the groups puts a second shop frame into every page's payload.
 */
export default async function AccountNotFound() {
  return <NotFoundPage locale={await getLocale()} titleId="notFound.invalid.title" />;
}
