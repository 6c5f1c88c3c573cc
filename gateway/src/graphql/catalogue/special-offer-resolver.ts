import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import type { Locale } from '../../domain/locales';
import type { SpecialOffer as SpecialOfferModel } from '../../domain/special-offer';
import type { Context } from '../context';
import { Diagram } from './diagram';
import { SpecialOffer } from './special-offer';
import { LIST_SIZES, listCost } from '../../limits/query-cost';

/** An offer as Diagram.specialOffers gives it: in the locale of the diagram that asked. */
export type LocalizedSpecialOffer = SpecialOfferModel & { locale: Locale };

@Resolver(() => SpecialOffer)
export class SpecialOfferResolver {
  @FieldResolver(() => [Diagram], {
    description:
      'The qualifying diagrams in the locale of the offered diagram, in qualifyingDiagramIds order; ' +
      'those the catalogue does not know are left out (batched with every other lookup by legacy id).',
    complexity: listCost(LIST_SIZES.qualifyingDiagrams),
  })
  async qualifyingDiagrams(@Root() offer: LocalizedSpecialOffer, @Ctx() { loaders }: Context): Promise<DiagramModel[]> {
    const diagrams = await loaders.diagramByLegacyId.loadMany(
      offer.qualifyingDiagramIds.map((id) => ({ locale: offer.locale, value: String(id) })),
    );
    return diagrams.filter((diagram): diagram is DiagramModel => diagram !== null && !(diagram instanceof Error));
  }
}
