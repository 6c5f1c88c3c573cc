import type { Currency } from '@shop/money';
import { ArgsType, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Diagram as DiagramModel } from '../../domain/diagram';
import { ADVISOR_MODES, type AdvisorMode, MAX_MESSAGE_LENGTH } from '../../advisor/advisor';
import type { Locale } from '../../domain/locales';
import { type AdvisorQuestion, type AdvisorReplyKind, PICKS } from '../../advisor/embedded-advisor';
import { COLOURS, type Colour, STYLES, type Style } from '../../advisor/vocabulary';
import { listCost } from '../../limits/query-cost';
import { CurrencyEnum } from '../shared/currency';
import { Diagram } from '../catalogue/diagram';
import { enumOf } from '../shared/enum-of';
import { LocaleEnum } from '../shared/locale';

export const AdvisorModeEnum = enumOf(ADVISOR_MODES);
registerEnumType(AdvisorModeEnum, {
  name: 'AdvisorMode',
  description: 'Who answers: the embedded advisor (catalogue search, no model) or a language model.',
});

const AdvisorReplyKindEnum = enumOf<AdvisorReplyKind>(['RECOMMENDATIONS', 'QUESTION', 'NO_MATCH']);
registerEnumType(AdvisorReplyKindEnum, { name: 'AdvisorReplyKind' });

const AdvisorQuestionEnum = enumOf<AdvisorQuestion>(['DIAGRAM_KIND']);
registerEnumType(AdvisorQuestionEnum, {
  name: 'AdvisorQuestion',
  description: 'What the advisor asks back; the web words it in the visitor language.',
});

// Enum names cannot start with a digit or hold a dash: HAND_DRAWN, THREE_D.
const STYLE_NAMES: Record<Style, string> = {
  dark: 'DARK',
  watercolor: 'WATERCOLOR',
  'hand-drawn': 'HAND_DRAWN',
  minimalist: 'MINIMALIST',
  flat: 'FLAT',
  '3d': 'THREE_D',
};
const AdvisorStyleEnum = Object.fromEntries(STYLES.map((style) => [STYLE_NAMES[style], style]));
registerEnumType(AdvisorStyleEnum, { name: 'AdvisorStyle', description: 'A visual style titles carry.' });

const AdvisorColourEnum = Object.fromEntries(COLOURS.map((colour) => [colour.toUpperCase(), colour]));
registerEnumType(AdvisorColourEnum, {
  name: 'AdvisorColour',
  description: 'A colour asked for: diagrams with a colour-variant slide are recommended.',
});

@ObjectType({ description: 'Everything the visitor asked for so far; send it back with the next message.' })
export class AdvisorConstraints {
  @Field(() => String, { description: 'Words searched in titles; empty when only constraints were given.' })
  topic!: string;

  @Field(() => Int, { nullable: true, description: 'Steps, levels, circles… the title names.' })
  count?: number;

  @Field(() => Int, { nullable: true })
  minSlides?: number;

  @Field(() => Int, { nullable: true })
  maxSlides?: number;

  @Field(() => String, { nullable: true, description: 'Slug of the category asked for.' })
  category?: string;

  @Field(() => Float, { nullable: true, description: 'Price ceiling, in `currency`.' })
  maxPrice?: number;

  @Field(() => CurrencyEnum, { nullable: true })
  currency?: Currency;

  @Field(() => AdvisorStyleEnum, { nullable: true })
  style?: Style;

  @Field(() => AdvisorColourEnum, { nullable: true })
  colour?: Colour;
}

@InputType({ description: 'The constraints of the previous reply, as received.' })
export class AdvisorConstraintsInput {
  @Field(() => String, { defaultValue: '' })
  topic!: string;

  @Field(() => Int, { nullable: true })
  count?: number | null;

  @Field(() => Int, { nullable: true })
  minSlides?: number | null;

  @Field(() => Int, { nullable: true })
  maxSlides?: number | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;

  @Field(() => CurrencyEnum, { nullable: true })
  currency?: Currency | null;

  @Field(() => AdvisorStyleEnum, { nullable: true })
  style?: Style | null;

  @Field(() => AdvisorColourEnum, { nullable: true })
  colour?: Colour | null;
}

@ObjectType({ description: "The advisor's answer to one message." })
export class AdvisorReply {
  @Field(() => AdvisorModeEnum)
  mode!: AdvisorMode;

  @Field(() => AdvisorReplyKindEnum)
  kind!: AdvisorReplyKind;

  @Field(() => AdvisorQuestionEnum, { nullable: true, description: 'Set when kind is QUESTION.' })
  question?: AdvisorQuestion;

  @Field(() => String, { nullable: true, description: "MODEL mode only: the model's words." })
  text?: string;

  @Field(() => AdvisorConstraints)
  constraints!: AdvisorConstraints;

  @Field(() => [Diagram], {
    description: 'Existing, visible diagrams meeting every constraint, best first (at most three).',
    complexity: listCost(PICKS),
  })
  diagrams!: DiagramModel[];
}

@ArgsType()
export class AdviseArgs {
  @Field(() => LocaleEnum)
  locale!: Locale;

  @Field(() => CurrencyEnum, {
    nullable: true,
    description: "Prices and ceilings in it; the request's currency if not given.",
  })
  currency?: Currency | null;

  @Field(() => String, { description: `What the visitor wrote, 1 to ${MAX_MESSAGE_LENGTH} characters.` })
  message!: string;

  @Field(() => AdvisorConstraintsInput, { nullable: true, description: "The previous reply's constraints, if any." })
  constraints?: AdvisorConstraintsInput | null;
}
