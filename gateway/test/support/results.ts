import { TOP_LEVEL_URLS } from './catalogue-operations';
import type { TestGateway } from './gateway';

export interface DiagramResult {
  id: string;
  legacyId: number;
  url: string;
  title: string;
  locale: string;
  isNew: boolean;
  slideCount: number;
  createdAt: string;
  price: { amount: string; currency: string };
  prices: Array<{ amount: string; currency: string }>;
  image: { url: string; width: number; height: number; alt: string } | null;
  categories: Array<{ url: string; name: string; parent: { url: string; name: string } | null }>;
  localizations: Array<{ locale: string; url: string; name: string }>;
  slides?: Array<{
    id: string;
    number: number;
    title: string;
    urlTitle: string;
    locale: string;
    localizations: unknown[];
  }>;
}

export interface PageResult {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  items: DiagramResult[];
}

/** Runs an operation that must succeed and returns its data. */
export async function dataOf<T = Record<string, unknown>>(
  gateway: TestGateway,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { status, body } = await gateway.graphql(query, variables, headers);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data as T;
}

/** Runs an operation that must fail and returns its first error. */
export async function errorOf(gateway: TestGateway, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gateway.graphql(query, variables);
  expect(body.errors).toHaveLength(1);
  return body.errors![0];
}

/** The localized url of a top-level category, found by its slug, as the web knows it from its header. */
export async function topLevelUrl(gateway: TestGateway, locale: string, slug: string): Promise<string> {
  const { topLevelCategories } = await dataOf<{ topLevelCategories: Array<{ slug: string; url: string }> }>(
    gateway,
    TOP_LEVEL_URLS,
    {
      locale,
    },
  );
  return topLevelCategories.find((category) => category.slug === slug)!.url;
}
