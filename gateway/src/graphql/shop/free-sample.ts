import { Field, ObjectType } from 'type-graphql';
import { Category } from '../catalogue/category';
import { Diagram } from '../catalogue/diagram';

@ObjectType({
  description: 'Spec §7: the free-sample category and diagram, in the locale asked for; null where missing.',
})
export class FreeSample {
  @Field(() => Category, { nullable: true })
  category!: Category | null;

  @Field(() => Diagram, { nullable: true })
  diagram!: Diagram | null;
}
