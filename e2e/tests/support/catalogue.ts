import type { APIRequestContext } from "@playwright/test";

export const locales = ["en", "fr", "de", "es", "pt"] as const;
export type Locale = (typeof locales)[number];

/** The path prefix of a locale: English has none. */
export const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

type Category = { name: string; url: string };

/** Top-level categories as the gateway serves them, read through the web's same-origin /graphql. */
export async function topLevelCategories(request: APIRequestContext, locale: Locale): Promise<Category[]> {
  const response = await request.post("/graphql/", {
    data: { query: "query($locale: Locale!) { topLevelCategories(locale: $locale) { name url } }", variables: { locale } },
  });
  const body = await response.json();
  if (!response.ok() || body.errors) throw new Error(`categories for ${locale}: ${JSON.stringify(body)}`);
  return body.data.topLevelCategories;
}
