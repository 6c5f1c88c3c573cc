import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A preview image; url is absolute (MEDIA_PUBLIC_URL).' })
export class Image {
  @Field(() => String)
  url!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String, { description: 'Alternative text; empty when the backend has none.' })
  alt!: string;
}
