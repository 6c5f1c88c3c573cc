import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AdvisorReply as AdvisorReplyModel } from '../../advisor/advisor';
import type { Context } from '../context';
import { AdviseArgs, AdvisorReply } from '../types/advisor';

@Resolver(() => AdvisorReply)
export class AdvisorResolver {
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
