import { Field, ID, ObjectType } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import { LocaleEnum } from '../shared/locale';

@ObjectType({ description: 'A customer account (users-permissions).' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Boolean, { description: 'Whether the email was confirmed (from the mailed link).' })
  confirmed!: boolean;

  @Field(() => LocaleEnum, { description: 'The language of its mails, set when it registered.' })
  locale!: Locale;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({
  description:
    "A new session: the web's server keeps the jwt in an HttpOnly cookie and sends it back as Authorization: Bearer.",
})
export class AuthPayload {
  @Field(() => String)
  jwt!: string;

  @Field(() => User)
  user!: User;
}

@ObjectType({ description: 'A configured social sign-in provider; /api/connect/{name} on the web starts it.' })
export class AuthProvider {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  label!: string;
}
