import { registerEnumType } from 'type-graphql';
import { enumOf } from '../shared/enum-of';

const ALTERNATE_KINDS = ['DIAGRAM', 'SLIDE', 'CATEGORY'] as const;
export type AlternateKind = (typeof ALTERNATE_KINDS)[number];

export const AlternateKindEnum = enumOf(ALTERNATE_KINDS);

registerEnumType(AlternateKindEnum, {
  name: 'AlternateKind',
  description: 'What a url of `alternates` names: a diagram or category url, or a slide url_title.',
});
