import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AdvisorMode, AdvisorReply as AdvisorReplyModel } from '../../advisor/advisor';
import type { Context } from '../context';
import { AdviseArgs, AdvisorModeEnum, AdvisorReply } from './advisor';

@Resolver(() => AdvisorReply)
export class AdvisorResolver {
  @Query(() => AdvisorModeEnum, {
    description:
      'Who answers on /chat: MODEL when a language model is configured (the embedded advisor still stands in ' +
      'when it fails or is slow), EMBEDDED otherwise.',
  })
  advisorMode(@Ctx() { advisor }: Context): AdvisorMode {
    return advisor.mode;
  }

  @Mutation(() => AdvisorReply, {
    description:
      'The shopping advisor (/chat): recommends existing diagrams meeting the constraints read from the message ' +
      'and the conversation so far, or asks back. A mutation: never cached, rate limited per client. ' +
      'BAD_USER_INPUT MESSAGE_REQUIRED, MESSAGE_TOO_LONG (field message) or CONSTRAINTS_INVALID.',
  })
  advise(@Args(() => AdviseArgs) args: AdviseArgs, @Ctx() { advisor }: Context): Promise<AdvisorReplyModel> {
    return advisor.advise(args);
  }
}
