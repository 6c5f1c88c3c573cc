/** Minimal client of the Strapi REST API (flattened v5 responses). */
export interface Entry {
  id: number;
  documentId: string;
  locale: string;
  [field: string]: unknown;
}

export interface ListResponse<T = Entry> {
  data: T[];
  meta: { pagination: { total: number } };
}

export async function getJson<T = ListResponse>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function total(baseUrl: string, collection: string, locale: string): Promise<number> {
  const body = await getJson(baseUrl, `/${collection}?locale=${locale}&pagination[pageSize]=1`);
  return body.meta.pagination.total;
}
