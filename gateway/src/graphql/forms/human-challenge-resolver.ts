import { Arg, Ctx, Directive, Query, Resolver } from 'type-graphql';
import type { ProtectedForm } from '../../verification/human-verification';
import type { Context } from '../context';
import { HumanChallenge, ProtectedFormEnum } from './forms';

@Resolver()
export class HumanChallengeResolver {
  @Query(() => HumanChallenge, {
    description:
      'A fresh ALTCHA challenge for one submission of `form` (signed for it: no other form accepts its proof; never ' +
      'cached; rate limited).',
  })
  @Directive('@cacheControl(maxAge: 0, scope: PRIVATE)')
  async humanChallenge(
    @Arg('form', () => ProtectedFormEnum) form: ProtectedForm,
    @Ctx() { forms }: Context,
  ): Promise<HumanChallenge> {
    return { payload: await forms.humanChallenge(form) };
  }
}
