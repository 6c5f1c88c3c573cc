import { Field, Int, ObjectType } from 'type-graphql';
import { Diagram } from './diagram';

@ObjectType({ description: 'One page of the catalogue. A page past the end has no items but the real counts.' })
export class DiagramPage {
  @Field(() => [Diagram])
  items!: Diagram[];

  @Field(() => Int, { description: '1-based.' })
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType({ description: 'One page of search results, best match first: title matches above slide-title matches.' })
export class SearchResults extends DiagramPage {
  @Field(() => String, {
    description: 'The query as searched: control characters removed, spaces collapsed, at most 100 characters.',
  })
  query!: string;
}
