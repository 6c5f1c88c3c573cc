import type { APIRequestContext } from '@playwright/test';

export const locales = ['en', 'fr', 'de', 'es', 'pt'] as const;
export type Locale = (typeof locales)[number];

/** The path prefix of a locale: English has none. */
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Runs a query through the web's same-origin /graphql/ proxy, as the browser does. */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql/', { data: { query, variables } });
  const body = await response.json();
  if (!response.ok() || body.errors) throw new Error(`${query}: ${JSON.stringify(body)}`);
  return body.data as T;
}

type Category = { name: string; url: string };

/** Top-level categories as the gateway serves them. */
export async function topLevelCategories(request: APIRequestContext, locale: Locale): Promise<Category[]> {
  const data = await gql<{ topLevelCategories: Category[] }>(
    request,
    'query($locale: Locale!) { topLevelCategories(locale: $locale) { name url } }',
    { locale },
  );
  return data.topLevelCategories;
}

export type DiagramSummary = {
  url: string;
  title: string;
  localizations: { locale: Locale; url: string }[];
  slides: { title: string; urlTitle: string }[];
};

/** One page of the catalogue, with what the tests follow: localized urls and slides. */
export async function catalogue(request: APIRequestContext, locale: Locale, pageSize = 24): Promise<DiagramSummary[]> {
  const data = await gql<{ catalogue: { items: DiagramSummary[] } }>(
    request,
    `query($locale: Locale!, $pageSize: Int) { catalogue(locale: $locale, pageSize: $pageSize) {
       items { url title localizations { locale url } slides { title urlTitle } } } }`,
    { locale, pageSize },
  );
  return data.catalogue.items;
}
