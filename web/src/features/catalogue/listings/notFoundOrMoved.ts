import { permanentRedirect, notFound } from 'next/navigation';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { queryCachedGatewayWithoutPrices } from '@/platform/cache/cachedGatewayQuery';
import type { AppLocale } from '@/platform/i18n/locales';

type Alternates = { alternates: { locale: string; url: string }[] };

/**
 * For a url the gateway does not know in this locale. If it is the url of the same diagram, slide
 * or category in another locale (an English link opened by a visitor whose locale cookie is
 * French, say), the visitor is sent to its url in this locale; otherwise it is a 404. The answer is the
 * same for every visitor, so it is cached under `tag`, the url's own content tag: publishing content at
 * this url clears a cached 404 or move.
 */
export async function notFoundOrMoved<TVariables extends Record<string, string>>(
  elsewhere: DocumentTypeDecoration<Alternates, TVariables>,
  variables: TVariables,
  locale: AppLocale,
  pathOf: (locale: AppLocale, url: string) => string,
  tag: string,
): Promise<never> {
  const result = await queryCachedGatewayWithoutPrices(elsewhere, variables, [tag]);
  if (result.ok) {
    const moved = result.data.alternates.find((link) => link.locale === locale);
    if (moved) permanentRedirect(pathOf(locale, moved.url));
  }
  notFound();
}
