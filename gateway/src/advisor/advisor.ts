import type { Currency } from '@shop/money';
import type { Logger } from 'pino';
import type { CategoryTree } from '../domain/category-tree';
import type { Diagram } from '../domain/diagram';
import { InputError } from '../domain/errors';
import type { Locale } from '../domain/locales';
import type { RateLimitKind } from '../limits/rate-limits';
import type { DiagramSearch } from '../search/diagram-search';
import { sanitizeSearchQuery } from '../search/query';
import type { AdvisorCatalogue } from './catalogue';
import { type AdvisorConstraints, NO_CONSTRAINTS } from './constraints';
import {
  type AdvisorQuestion,
  type AdvisorReplyKind,
  type CatalogueView,
  type EmbeddedAnswer,
  embeddedAnswer,
  matching,
} from './embedded-advisor';
import { priceOf } from './matching';
import type { CatalogueHit, ModelAdvisor } from './model-advisor';
import { askedSoFar, isTrustworthyText } from './model-text';
import { parseRequest } from './parse-request';

export const ADVISOR_MODES = ['EMBEDDED', 'MODEL'] as const;
export type AdvisorMode = (typeof ADVISOR_MODES)[number];

/** Longest message the advisor reads, in characters. */
export const MAX_MESSAGE_LENGTH = 500;
/** Diagrams one catalogue search shows the model. */
const MODEL_HITS = 8;
// Bounds of constraints sent back by a client: larger values are no constraint a visitor could have asked for.
const MAX_COUNT = 999;
const MAX_PRICE = 1_000_000;
const MAX_SLUG_LENGTH = 100;

export interface AdvisorReply {
  mode: AdvisorMode;
  kind: AdvisorReplyKind;
  question?: AdvisorQuestion;
  text?: string;
  constraints: AdvisorConstraints;
  diagrams: Diagram[];
}

export interface AdviceRequest {
  locale: Locale;
  /** The visitor's currency; the request's (spec §9) when not given. */
  currency?: Currency | null;
  message: string;
  /** What the previous reply said was asked so far. */
  constraints?: Partial<Record<keyof AdvisorConstraints, unknown>> | null;
}

export interface AdvisorOptions {
  catalogue: AdvisorCatalogue;
  search: DiagramSearch;
  /** The request's category trees (its DataLoader, so the advisor shares the request's batch). */
  loaders: { categoryTree: { load(locale: Locale): Promise<CategoryTree> } };
  currency: Currency;
  take: (kind: RateLimitKind) => Promise<void>;
  model?: ModelAdvisor;
  logger: Logger;
}

/** One visitor's advisor: the model when one is configured and answers in time, the embedded advisor otherwise. */
export class Advisor {
  constructor(private readonly options: AdvisorOptions) {}

  /** Who answers when nothing fails: the model when one is configured. */
  get mode(): AdvisorMode {
    return this.options.model ? 'MODEL' : 'EMBEDDED';
  }

  async advise(request: AdviceRequest): Promise<AdvisorReply> {
    const message = request.message.trim();
    if (message === '') throw new InputError('MESSAGE_REQUIRED', 'The message is empty.', 'message');
    if ([...message].length > MAX_MESSAGE_LENGTH) {
      throw new InputError('MESSAGE_TOO_LONG', `The message is longer than ${MAX_MESSAGE_LENGTH}.`, 'message');
    }
    const previous = checkedConstraints(request.constraints);
    await this.options.take('advise');

    const { locale } = request;
    const currency = request.currency ?? this.options.currency;
    const { catalogue, search, loaders } = this.options;
    const [facts, tree] = await Promise.all([catalogue.get(locale), loaders.categoryTree.load(locale)]);
    const view: CatalogueView = { facts, tree, search };
    const embedded = await embeddedAnswer(view, { locale, currency, message, previous });
    const fromModel =
      this.options.model && (await this.modelReply(view, { locale, currency, message, previous }, embedded));
    return fromModel || { mode: 'EMBEDDED', ...embedded };
  }

  /**
   * The model's reply, or undefined when the embedded reply stands in: the model failed, was slow, said nothing,
   * recommended nothing the search showed it, or wrote words the shop would not (a discount, a price it was not
   * shown). The visitor then reads the embedded reply's code in their language, never the model's words.
   */
  private async modelReply(
    view: CatalogueView,
    request: { locale: Locale; currency: Currency; message: string; previous: AdvisorConstraints },
    embedded: EmbeddedAnswer,
  ): Promise<AdvisorReply | undefined> {
    const { locale, currency, message, previous } = request;
    // What the search showed the model: its picks are taken from here, so each exists and meets the constraints.
    const shown = new Map<number, Diagram>();
    const shownPrices: number[] = [];
    const search = async (query: string): Promise<CatalogueHit[]> => {
      // A query of constraint words only ("cheaper", "blue") keeps the conversation's subject.
      const topic = parseRequest(locale, query).topic === '' ? embedded.constraints.topic : query;
      const constraints = { ...embedded.constraints, topic };
      const ceilingCurrency = constraints.currency ?? currency;
      return (await matching(view, locale, currency, constraints)).slice(0, MODEL_HITS).map((facts) => {
        const price = priceOf(facts, ceilingCurrency).amount;
        shown.set(facts.diagram.legacyId, facts.diagram);
        shownPrices.push(Number(price));
        return {
          id: facts.diagram.legacyId,
          title: facts.diagram.title,
          price: `${price} ${ceilingCurrency}`,
          slides: facts.slideCount,
        };
      });
    };
    // The subject of earlier messages; this message's own words reach the model as the user's message only.
    const context = askedSoFar({ ...embedded.constraints, topic: previous.topic && embedded.constraints.topic });
    try {
      const answer = await this.options.model?.answer(locale, message, search, context);
      if (!answer) return undefined;
      // A pick the search did not return may not exist, or may not meet the constraints: dropped.
      const diagrams = answer.picks.flatMap((id) => shown.get(id) ?? []);
      if (diagrams.length === 0 || !isTrustworthyText(answer.text, shownPrices)) return undefined;
      return { mode: 'MODEL', kind: 'RECOMMENDATIONS', text: answer.text, constraints: embedded.constraints, diagrams };
    } catch (error) {
      this.options.logger.warn({ err: error }, 'advisor model failed; the embedded advisor answers');
      return undefined;
    }
  }
}

/** The constraints a client sent back, bounded: out-of-range values are refused rather than trusted. */
function checkedConstraints(input: AdviceRequest['constraints']): AdvisorConstraints {
  if (!input) return NO_CONSTRAINTS;
  const inRange = (value: unknown, max: number, min = 1) =>
    value === null || value === undefined || (typeof value === 'number' && value >= min && value <= max);
  const valid =
    inRange(input.count, MAX_COUNT) &&
    inRange(input.minSlides, MAX_COUNT) &&
    inRange(input.maxSlides, MAX_COUNT) &&
    inRange(input.maxPrice, MAX_PRICE, 0) &&
    (input.category === null || input.category === undefined || String(input.category).length <= MAX_SLUG_LENGTH);
  if (!valid) throw new InputError('CONSTRAINTS_INVALID', 'A constraint is out of range.', 'constraints');
  const constraints = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as unknown as AdvisorConstraints;
  return { ...constraints, topic: sanitizeSearchQuery(String(input.topic ?? '')) };
}
