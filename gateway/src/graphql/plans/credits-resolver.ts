import { Arg, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import type {
  CreditSpend as CreditSpendModel,
  CreditStatus as CreditStatusModel,
  Credits as CreditsModel,
  LibraryItem as LibraryItemModel,
} from '../../domain/subscription';
import { LIST_SIZES, listCost } from '../../limits/query-cost';
import type { Context } from '../context';
import { CreditSpend, CreditStatus, Credits, LibraryItem } from './credits';

/** The bearer's credits and library: every operation needs a session (SIGN_IN_REQUIRED, SESSION_EXPIRED). */
@Resolver()
export class CreditsResolver {
  @Query(() => Credits, { description: "The bearer's balance, soonest expiry and credit history." })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  myCredits(@Ctx() { credits }: Context): Promise<CreditsModel> {
    return credits.credits();
  }

  @Query(() => CreditStatus, {
    description:
      "The bearer's balance and whether they have the diagram already (by purchase or credits), for a diagram " +
      'page: no link is signed. Unknown diagram: NOT_FOUND (UNKNOWN_DIAGRAM).',
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  creditStatus(
    @Arg('diagramId', () => Int) diagramId: number,
    @Ctx() { credits }: Context,
  ): Promise<CreditStatusModel> {
    return credits.status(diagramId);
  }

  @Query(() => [LibraryItem], {
    description: 'Every diagram the bearer obtained, by purchase or by credits, newest first, with a fresh link.',
    complexity: listCost(LIST_SIZES.library),
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  myLibrary(@Ctx() { credits }: Context): Promise<LibraryItemModel[]> {
    return credits.library();
  }

  @Mutation(() => CreditSpend, {
    description:
      'Downloads a diagram with credits: charges its creditCost, or 0 when the account already has it, and answers a ' +
      'signed link. Not enough credits: INSUFFICIENT_CREDITS; unknown diagram: NOT_FOUND (UNKNOWN_DIAGRAM).',
  })
  spendCredits(@Arg('diagramId', () => Int) diagramId: number, @Ctx() { credits }: Context): Promise<CreditSpendModel> {
    return credits.spend(diagramId);
  }
}
