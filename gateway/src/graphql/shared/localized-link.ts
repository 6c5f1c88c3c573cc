import { Field, ObjectType } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import { LocaleEnum } from './locale';

@ObjectType({
  description:
    "The same entity in another locale. For slides, url is the slide's url_title. name: category name / diagram title / slide title.",
})
export class LocalizedLink {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  name!: string;
}
