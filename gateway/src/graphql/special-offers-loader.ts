import type { Logger } from 'pino';
import type { SpecialOffer } from '../domain/special-offer';
import type { ShopClient } from '../upstreams/shop/client';
import { fetchSpecialOffers } from '../upstreams/shop/special-offers';

/**
 * The shop's special offers for one GraphQL request: the list is fetched once, on first use, however many
 * diagrams ask. Offers are an extra: when the shop fails, diagrams show none (logged) rather than failing.
 */
export class SpecialOffersLoader {
  private byDiagram?: Promise<Map<number, SpecialOffer[]>>;

  constructor(
    private readonly shop: ShopClient,
    private readonly logger: Logger,
  ) {}

  /** The offers on the diagram with this legacy id. */
  async forDiagram(legacyId: number): Promise<SpecialOffer[]> {
    this.byDiagram ??= this.load();
    return (await this.byDiagram).get(legacyId) ?? [];
  }

  private async load(): Promise<Map<number, SpecialOffer[]>> {
    const byDiagram = new Map<number, SpecialOffer[]>();
    try {
      for (const offer of await fetchSpecialOffers(this.shop)) {
        byDiagram.set(offer.diagramId, [...(byDiagram.get(offer.diagramId) ?? []), offer]);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'special offers unavailable');
    }
    return byDiagram;
  }
}
