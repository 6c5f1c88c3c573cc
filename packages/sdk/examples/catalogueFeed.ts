// An internal client of the gateway: a product feed of the whole catalogue in one language, as a marketplace or a
// price-comparison export would read it. Outside this repository it imports from '@shop/sdk'.
import { CatalogueDocument, type GatewayClient, type Locale } from '../src';

export interface FeedRow {
  id: number;
  title: string;
  url: string;
  /** Decimal string, as the gateway gives money: never a float. */
  usd: string;
}

/** Every diagram in `locale`, in the catalogue's original order, `pageSize` (at most 100) to a request. */
export async function catalogueFeed(client: GatewayClient, locale: Locale, pageSize = 100): Promise<FeedRow[]> {
  const rows: FeedRow[] = [];
  for (let page = 1; ; page++) {
    const { catalogue } = await client.request(CatalogueDocument, { locale, sort: 'ORIGINAL', page, pageSize });
    for (const item of catalogue.items) {
      const usd = item.prices.find((price) => price.currency === 'USD')?.amount ?? '0';
      rows.push({ id: item.legacyId, title: item.title, url: item.url, usd });
    }
    if (page >= catalogue.pageCount) return rows;
  }
}
