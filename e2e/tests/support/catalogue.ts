import type { APIRequestContext } from '@playwright/test';
import { persisted } from './operations';

export const locales = ['en', 'fr', 'de', 'es', 'pt'] as const;
export type Locale = (typeof locales)[number];

/** The path prefix of a locale: English has none. */
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/**
 * Looks test data up with a query of the test's own, as an internal client: straight to the gateway with the client
 * token the test stack gives it (scripts/test.mjs), since the gateway runs only the web's own operations for
 * browsers and the web's proxy never forwards a token. Against a local gateway no token is needed.
 */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = process.env.GATEWAY_CLIENT_TOKEN;
  const response = await request.post(process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql', {
    data: { query, variables },
    headers: token ? { 'x-client-token': token } : {},
  });
  const body = await response.json();
  if (!response.ok() || body.errors) throw new Error(`${query}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/**
 * Runs one of the web's operations, by hash, through the web's same-origin /graphql/ proxy as the browser does:
 * with the visitor's session cookie when `request` is a page's.
 */
export async function webOperation<T>(
  request: APIRequestContext,
  name: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql/', { data: persisted(name, variables) });
  const body = await response.json();
  if (!response.ok() || body.errors) throw new Error(`${name}: ${JSON.stringify(body)}`);
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
