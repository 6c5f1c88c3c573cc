import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import type { Slide as SlideModel } from '../../domain/slide';
import type { Context } from '../context';
import { Diagram } from './diagram';
import { SlideArgs } from './args';
import { Slide } from './slide';

@Resolver(() => Slide)
export class SlideResolver {
  @Query(() => Slide, {
    nullable: true,
    description: 'The slide with this localized url_title; null when there is none.',
  })
  slide(
    @Args(() => SlideArgs) { locale, urlTitle }: SlideArgs,
    @Ctx() { loaders }: Context,
  ): Promise<SlideModel | null> {
    return loaders.slideByUrlTitle.load({ locale, value: urlTitle });
  }

  @FieldResolver(() => Diagram, { description: 'The diagram the slide belongs to, in the same locale.' })
  async diagram(@Root() slide: SlideModel, @Ctx() { loaders }: Context): Promise<DiagramModel> {
    const diagram =
      slide.diagramId && (await loaders.diagramById.load({ locale: slide.locale, value: slide.diagramId }));
    if (!diagram) throw new Error(`Slide ${slide.id} (${slide.locale}) has no diagram`);
    return diagram;
  }
}
