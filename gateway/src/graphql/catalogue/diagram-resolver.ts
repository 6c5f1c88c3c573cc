import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { NEW_TAG } from '../../domain/catalogue-tags';
import type { Category } from '../../domain/category';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import { type Currency, type Money as MoneyModel, displayPrice } from '@shop/money';
import type { Slide as SlideModel } from '../../domain/slide';
import type { Context } from '../context';
import { Category as CategoryType } from './category';
import { CurrencyEnum } from '../shared/currency';
import { Diagram } from './diagram';
import { LocalizedUrlArgs } from './args';
import { Money } from '../shared/money';
import { Slide } from './slide';
import { SpecialOffer } from './special-offer';
import type { LocalizedSpecialOffer } from './special-offer-resolver';
import { LIST_SIZES, listCost } from '../../limits/query-cost';
import { indexCopyDuringOutage } from '../../search/catalogue-from-index';

@Resolver(() => Diagram)
export class DiagramResolver {
  @Query(() => Diagram, {
    nullable: true,
    description:
      'The diagram with this localized url; null when there is none. While the backend is down, a diagram never read ' +
      'before comes from the search index, as the catalogue lists it, with no slides.',
  })
  async diagram(
    @Args(() => LocalizedUrlArgs) { locale, url }: LocalizedUrlArgs,
    @Ctx() { loaders, search }: Context,
  ): Promise<DiagramModel | null> {
    try {
      return await loaders.diagramByUrl.load({ locale, value: url });
    } catch (error) {
      const copy = (await indexCopyDuringOutage(error, search, locale)).find((diagram) => diagram.url === url);
      if (!copy) throw error;
      // Its slides are not in the index, and asking the backend for them would fail the same way.
      return { ...copy, slides: [] };
    }
  }

  @FieldResolver(() => Money, {
    description:
      "Display price (spec §9): the given currency, else the request's currency; the amount in that currency if present, " +
      'else the USD amount (0 if none); an empty list gives 0 in the chosen currency.',
  })
  price(
    @Root() diagram: DiagramModel,
    @Arg('currency', () => CurrencyEnum, { nullable: true }) currency: Currency | null | undefined,
    @Ctx() context: Context,
  ): MoneyModel {
    return displayPrice(diagram.prices, currency ?? context.currency);
  }

  @FieldResolver(() => Boolean, { description: 'Tagged "new".' })
  isNew(@Root() diagram: DiagramModel): boolean {
    return diagram.tags.includes(NEW_TAG);
  }

  @FieldResolver(() => [Slide], { description: 'Ordered by number.', complexity: listCost(LIST_SIZES.slides) })
  async slides(@Root() diagram: DiagramModel, @Ctx() { loaders }: Context): Promise<SlideModel[]> {
    // Catalogue entries come without slides: fetch the diagram page's shape for them.
    const slides =
      diagram.slides ?? (await loaders.diagramById.load({ locale: diagram.locale, value: diagram.id }))?.slides ?? [];
    return slides.map((slide) => ({ ...slide, diagramId: diagram.id }));
  }

  @FieldResolver(() => [CategoryType], {
    description: 'Its categories, each with its parent resolvable.',
    complexity: listCost(LIST_SIZES.diagramCategories),
  })
  async categories(@Root() diagram: DiagramModel, @Ctx() { loaders }: Context): Promise<Category[]> {
    const tree = await loaders.categoryTree.load(diagram.locale);
    return diagram.categoryIds.flatMap((id) => tree.byId(id) ?? []);
  }

  @FieldResolver(() => [SpecialOffer], {
    description:
      'The active special offers on this diagram (one shop call per request whatever the number of diagrams).',
    complexity: listCost(LIST_SIZES.offers),
  })
  async specialOffers(
    @Root() diagram: DiagramModel,
    @Ctx() { specialOffers }: Context,
  ): Promise<LocalizedSpecialOffer[]> {
    const offers = await specialOffers.forDiagram(diagram.legacyId);
    return offers.map((offer) => ({ ...offer, locale: diagram.locale }));
  }
}
