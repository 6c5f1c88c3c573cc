import { type Money as MoneyModel, displayPrice } from '@shop/money';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import { type Plan as PlanModel, findPlan, visiblePlans } from '../../domain/plan';
import { LIST_SIZES, listCost } from '../../limits/query-cost';
import type { Context } from '../context';
import { LocaleEnum } from '../shared/locale';
import { Money } from '../shared/money';
import { Plan } from './plan';

@ArgsType()
class PlanArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => ID, { description: 'The documentId, or the legacy id (digits).' })
  id!: string;
}

@Resolver(() => Plan)
export class PlanResolver {
  @Query(() => [Plan], {
    description:
      'The plans a visitor may choose, cheapest monthly first (payment cycle, then price). Hidden ones never.',
    complexity: listCost(LIST_SIZES.plans),
  })
  async plans(@Arg('locale', () => LocaleEnum) locale: Locale, @Ctx() { loaders }: Context): Promise<PlanModel[]> {
    return visiblePlans(await loaders.plans.load(locale));
  }

  @Query(() => Plan, {
    nullable: true,
    description: 'The plan with this id or legacy id (digits); null when there is none, or it is hidden.',
  })
  async plan(@Args(() => PlanArgs) { locale, id }: PlanArgs, @Ctx() { loaders }: Context): Promise<PlanModel | null> {
    return findPlan(await loaders.plans.load(locale), id);
  }

  @FieldResolver(() => Money, {
    description:
      "Each period's price in the request's currency (spec §9), as a subscription would charge it: the amount in that " +
      'currency if the plan has one, else the USD amount.',
  })
  price(@Root() plan: PlanModel, @Ctx() context: Context): MoneyModel {
    return displayPrice(plan.prices, context.currency);
  }
}
