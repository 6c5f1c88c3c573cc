import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../shared/enum-of';

export const TextBlockKindEnum = enumOf(['PARAGRAPH', 'BULLETS', 'STEPS'] as const);

registerEnumType(TextBlockKindEnum, {
  name: 'TextBlockKind',
  description: 'A paragraph (one text), a bulleted list or numbered steps (one text per item).',
});

@ObjectType({ description: 'A paragraph or a list of a static page section.' })
export class TextBlock {
  @Field(() => TextBlockKindEnum)
  kind!: keyof typeof TextBlockKindEnum;

  @Field(() => [String], { description: "The paragraph's text, or the list's items." })
  texts!: string[];
}

@ObjectType({ description: 'A link rendered as a button.' })
export class PageAction {
  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'A site path (/fr/contact/) or a mailto: link.' })
  href!: string;
}

@ObjectType({ description: 'A titled section of a static page.' })
export class StaticPageSection {
  @Field(() => String, { nullable: true, description: "The section's id in the page (/contact/#terms)." })
  anchor!: string | null;

  @Field(() => String)
  heading!: string;

  @Field(() => [TextBlock])
  blocks!: TextBlock[];

  @Field(() => PageAction, { nullable: true, description: 'A call to action closing the section.' })
  action!: PageAction | null;
}

@ObjectType({ description: 'A question of the FAQ and its answer.' })
export class FaqEntry {
  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;
}

@ObjectType({ description: 'FAQ questions under one topic.' })
export class FaqGroup {
  @Field(() => String)
  heading!: string;

  @Field(() => [FaqEntry])
  entries!: FaqEntry[];
}

@ObjectType({
  description:
    "The copy of one of the shop's own pages in one locale, edited by staff in Strapi: articles have sections, the FAQ " +
    'has question groups.',
})
export class StaticPage {
  @Field(() => String, { description: "The page's English slug: faq, about, contact, know-how, design-services…" })
  key!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'The meta description.' })
  description!: string;

  @Field(() => String, { description: 'The opening paragraph under the title.' })
  lead!: string;

  @Field(() => [StaticPageSection])
  sections!: StaticPageSection[];

  @Field(() => [FaqGroup])
  faqGroups!: FaqGroup[];
}
