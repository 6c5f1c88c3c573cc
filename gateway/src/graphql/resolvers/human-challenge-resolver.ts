import { Ctx, Directive, Query, Resolver } from 'type-graphql';
import type { Context } from '../context';
import { HumanChallenge } from '../types/forms';

@Resolver()
export class HumanChallengeResolver {
  @Query(() => HumanChallenge, {
    description: 'A fresh ALTCHA challenge for one submission of a protected form (never cached; rate limited).',
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async humanChallenge(@Ctx() { forms }: Context): Promise<HumanChallenge> {
    return { payload: await forms.humanChallenge() };
  }
}
