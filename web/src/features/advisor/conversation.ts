import type {
  AdviseMutation,
  AdvisorColour,
  AdvisorMode,
  AdvisorQuestion,
  AdvisorReplyKind,
  AdvisorStyle,
  Currency,
} from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { z } from '@/platform/security/zodWithoutEval';

export type AdvisorReply = AdviseMutation['advise'];

/** One message of the conversation: the visitor's words, or the advisor's reply as the gateway sent it. */
export type Turn = { from: 'visitor'; text: string } | { from: 'advisor'; reply: AdvisorReply };

/** Longest message the gateway reads (its MAX_MESSAGE_LENGTH), in characters. */
export const MAX_MESSAGE_LENGTH = 500;

/** Turns kept across reloads: enough to read back, small enough for localStorage. */
const KEPT_TURNS = 40;

// The schema's enums, checked when a stored conversation is read back.
const STYLES = ['DARK', 'FLAT', 'HAND_DRAWN', 'MINIMALIST', 'THREE_D', 'WATERCOLOR'] as const satisfies AdvisorStyle[];
const COLOURS = [
  'BLACK',
  'BLUE',
  'GREEN',
  'GREY',
  'ORANGE',
  'PINK',
  'PURPLE',
  'RED',
  'WHITE',
  'YELLOW',
] as const satisfies AdvisorColour[];
const CURRENCIES = ['CAD', 'EUR', 'GBP', 'USD'] as const satisfies Currency[];
const MODES = ['EMBEDDED', 'MODEL'] as const satisfies AdvisorMode[];
const KINDS = ['RECOMMENDATIONS', 'QUESTION', 'NO_MATCH'] as const satisfies AdvisorReplyKind[];
const QUESTIONS = ['DIAGRAM_KIND'] as const satisfies AdvisorQuestion[];

const money = z.object({ amount: z.string(), currency: z.enum(CURRENCIES) });
const diagram = z.object({
  id: z.string(),
  legacyId: z.number().int(),
  url: z.string(),
  title: z.string(),
  isNew: z.boolean(),
  slideCount: z.number().int(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
  price: money,
});
const constraints = z.object({
  topic: z.string(),
  count: z.number().int().nullable(),
  minSlides: z.number().int().nullable(),
  maxSlides: z.number().int().nullable(),
  category: z.string().nullable(),
  maxPrice: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  style: z.enum(STYLES).nullable(),
  colour: z.enum(COLOURS).nullable(),
});
const reply = z.object({
  mode: z.enum(MODES),
  kind: z.enum(KINDS),
  question: z.enum(QUESTIONS).nullable(),
  text: z.string().nullable(),
  constraints,
  diagrams: z.array(diagram),
});
const turns = z.array(
  z.union([
    z.object({ from: z.literal('visitor'), text: z.string().max(MAX_MESSAGE_LENGTH) }),
    z.object({ from: z.literal('advisor'), reply }),
  ]),
);

/** Where a locale's conversation is kept: titles and prices are in its language and currency. */
export const storageKey = (locale: AppLocale) => `shop.advisor.${locale}`;

/** The stored conversation; empty when there is none or it is corrupt (never fatal). */
export function parseConversation(raw: string | null): Turn[] {
  if (!raw) return [];
  try {
    const parsed = turns.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Turn[]) : [];
  } catch {
    return [];
  }
}

/** The conversation as stored: its last turns only. */
export function serializeConversation(conversation: readonly Turn[]): string {
  return JSON.stringify(conversation.slice(-KEPT_TURNS));
}

/** The constraints the next message carries: the last reply's, without Apollo's __typename. */
export function lastConstraints(conversation: readonly Turn[]) {
  const last = conversation.findLast((turn) => turn.from === 'advisor');
  if (last?.from !== 'advisor') return null;
  const { topic, count, minSlides, maxSlides, category, maxPrice, currency, style, colour } = last.reply.constraints;
  return { topic, count, minSlides, maxSlides, category, maxPrice, currency, style, colour };
}
