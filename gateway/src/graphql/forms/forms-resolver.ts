import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import type { Context } from '../context';
import { ContactMessageInput, FreeSampleInput } from './forms';
import { LocaleEnum } from '../shared/locale';

const TOKEN = { description: 'From the mailed link.' } as const;

/** The visitor's forms (spec §2): refusals are codes by field path (`input.email`) the web says in its language. */
@Resolver()
export class FormsResolver {
  @Mutation(() => Boolean, {
    description:
      'True once the shop recorded the request (the sample is mailed in `locale` afterwards). Field codes on input.*: ' +
      'EMAIL_REQUIRED, EMAIL_INVALID, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, TERMS_REQUIRED.',
  })
  requestFreeSample(
    @Arg('input', () => FreeSampleInput) input: FreeSampleInput,
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Ctx() { forms }: Context,
  ): Promise<boolean> {
    return forms.requestFreeSample(input, locale);
  }

  @Mutation(() => Boolean, {
    description:
      'True once the message is stored (mailed to the shop, acknowledged in `locale`). Field codes on input.*: ' +
      'NAME_REQUIRED, NAME_TOO_LONG, EMAIL_REQUIRED, EMAIL_INVALID, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, TERMS_REQUIRED.',
  })
  sendContactMessage(
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Ctx() { forms }: Context,
  ): Promise<boolean> {
    return forms.sendContactMessage(input, locale);
  }

  @Mutation(() => Boolean, { description: 'Confirms a newsletter subscription (double opt-in); INVALID_TOKEN.' })
  confirmNewsletter(@Arg('token', () => String, TOKEN) token: string, @Ctx() { forms }: Context): Promise<boolean> {
    return forms.confirmNewsletter(token);
  }

  @Mutation(() => Boolean, { description: 'Ends a newsletter subscription; again is fine; INVALID_TOKEN.' })
  unsubscribeNewsletter(@Arg('token', () => String, TOKEN) token: string, @Ctx() { forms }: Context): Promise<boolean> {
    return forms.unsubscribeNewsletter(token);
  }
}
