import type { ApolloServerPlugin } from '@apollo/server';
import {
  type GraphQLResolveInfo as Info,
  type GraphQLSchema,
  defaultFieldResolver,
  getNamedType,
  isLeafType,
  isObjectType,
} from 'graphql';
import { GatewayBusyError } from './execution-admission';
import { HEAP_SHARE, usedHeapShare } from './heap-pressure';
import { QueryLimitError } from './query-limits';

/**
 * Fields one answer may resolve, counted while resolving: twice the web's largest on the seeded catalogue (a sitemap
 * file: 100 diagrams, 819 slides, each with its localizations, 10,200 fields). The cost, checked before, prices
 * every list at its largest: the same file is priced 48,301, yet resolves a fifth of that. An answer costs about 1 kB
 * of heap a field while it is built.
 */
export const MAX_ANSWER_FIELDS = 20_000;

/**
 * Bytes of one serialized answer. The web's largest is a sitemap file of 100 diagrams with their slides (about
 * 0.6 MB on the seeded catalogue of 1,000 diagrams); the probe's 15 aliased diagrams with their slides' diagrams'
 * slides answered 1.87 MB.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * Fields an answer resolves at a time. Resolvers answered from a request's loaders settle as promise jobs, which run
 * before any I/O: 47,000 fields held every other request for 4 s. Past this many, an answer's fields are resolved
 * this many per turn of the event loop, other requests served between turns (about 0.2 s here). A loader's batch
 * gathers the loads of one turn: a turn boundary inside a list costs one more upstream call, so turns hold the web's
 * usual answers whole (a full cart of 200 lines, a category page) and only an answer this large pays it. Only fields
 * of objects and lists wait for a turn: a leaf waiting held a promise and its resolver's arguments, which nearly
 * tripled what an answer holds (1.1 kB a field without the wait, 3 kB with it, on 17,000 fields).
 */
const FIELDS_PER_TURN = 5000;

export const answerTooLarge = (limit: string, path?: readonly (string | number)[]) =>
  new QueryLimitError('ANSWER_TOO_LARGE', `The answer would exceed ${limit}: ask for fewer fields or items.`, path);

interface FieldBudget {
  fields: number;
  /** Past the budget, or given up for the heap's sake: every field fails with it, those waiting for a turn too. */
  refusal?: Error;
  /** Once the answer is large: its fields waiting for a turn, each queued once. */
  queue?: Array<() => void>;
  turnScheduled: boolean;
}

/**
 * An operation's budget, kept on its context (one per request). Wrapping every field with a WeakMap keyed by the
 * context and rest arguments cost 1.5 % of the gateway's CPU on an executed category page.
 */
const BUDGET = Symbol('answer budget');
type Budgeted = { [BUDGET]?: FieldBudget };
type Args = Record<string, unknown>;

/** Fails every field of `budget` from now on with `refusal`, those waiting for a turn at once. */
function refuse(budget: FieldBudget, refusal: Error): void {
  budget.refusal = refusal;
  for (const resolveNext of budget.queue?.splice(0) ?? []) resolveNext();
}

/** A large answer given up because the heap nears its cap: the client may ask again shortly. */
const shed = new GatewayBusyError(1);

/**
 * Lets the next FIELDS_PER_TURN queued fields resolve on the loop's next turn, and so on while any wait; a large
 * answer is given up at a turn that finds the heap past HEAP_SHARE.shed.
 */
function scheduleTurn(budget: FieldBudget & { queue: Array<() => void> }, heapShare: () => number): void {
  if (budget.turnScheduled) return;
  budget.turnScheduled = true;
  setImmediate(() => {
    budget.turnScheduled = false;
    if (!budget.refusal && heapShare() > HEAP_SHARE.shed) refuse(budget, shed);
    // The newest first: they finish the subtrees under way, whose results can then be let go.
    for (const resolveNext of budget.queue.splice(-FIELDS_PER_TURN)) resolveNext();
    if (budget.queue.length > 0) scheduleTurn(budget, heapShare);
  });
}

/**
 * Bounds what one operation's resolvers do: past `maxFields` every further field fails at once (nothing below it
 * is resolved; answerTooLargePlugin makes the whole answer one ANSWER_TOO_LARGE error, never a truncated one), and
 * past FIELDS_PER_TURN its fields resolve in slices between other requests. Wraps the schema's resolvers in place,
 * as Apollo's own instrumentation does; a small answer pays one lookup and one count per field.
 */
export function limitAnswerFields(
  schema: GraphQLSchema,
  maxFields = MAX_ANSWER_FIELDS,
  heapShare: () => number = usedHeapShare,
): GraphQLSchema {
  // One error for every field refused (its path the answer's root): not one stack trace per field.
  const refusal = answerTooLarge(`${maxFields} fields`, []);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      const leaf = isLeafType(getNamedType(field.type));
      // Four parameters, not rest and spread: this runs for every field of every answer.
      const counted = (budget: FieldBudget, source: unknown, args: Args, context: Budgeted, info: Info) => {
        if (budget.refusal) throw budget.refusal;
        budget.fields += 1;
        if (budget.fields > maxFields) {
          refuse(budget, refusal);
          throw refusal;
        }
        if (budget.fields === FIELDS_PER_TURN) budget.queue = [];
        return resolve(source, args, context, info);
      };
      field.resolve = (source, args, context: Budgeted, info) => {
        context[BUDGET] ??= { fields: 0, turnScheduled: false };
        const budget = context[BUDGET];
        const { queue } = budget;
        if (!queue || budget.refusal || leaf) return counted(budget, source, args, context, info);
        const turn = new Promise<void>((resolveNext) => queue.push(resolveNext));
        scheduleTurn(budget as FieldBudget & { queue: Array<() => void> }, heapShare);
        return turn.then(() => counted(budget, source, args, context, info));
      };
    }
  }
  return schema;
}

/**
 * An answer that ran out of fields is refused whole: one ANSWER_TOO_LARGE error, a 400; one given up for the heap's
 * sake, one GATEWAY_BUSY error, a 503 with Retry-After.
 */
export const answerTooLargePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const refused = response.body.singleResult.errors?.find(
          ({ extensions }) => extensions?.code === 'ANSWER_TOO_LARGE' || extensions?.code === 'GATEWAY_BUSY',
        );
        if (!refused) return;
        const { code, retryAfter } = refused.extensions as { code: string; retryAfter?: number };
        response.body.singleResult = {
          errors: [{ message: refused.message, extensions: { code, ...(retryAfter && { retryAfter }) } }],
        };
        response.http.status = code === 'GATEWAY_BUSY' ? 503 : 400;
        if (retryAfter) response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
