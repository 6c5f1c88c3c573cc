import { MAX_ANSWER_BYTES } from '../../../src/limits/answer-budget';
import type { Answer } from './send';

/** How far a request got: refused before parsing, parsed, validated, executed. */
type Stage = 'refused' | 'parse' | 'validation' | 'execution' | 'no JSON';

const BEFORE_PARSING = new Set([
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'RATE_LIMITED',
]);
const PARSING = new Set(['GRAPHQL_PARSE_FAILED', 'MAX_TOKENS_EXCEEDED']);
// Upstream failures are the gateway's designed 5xx, if it ever answers one: with a code that says so.
const UPSTREAM_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR']);

interface Body {
  data?: unknown;
  errors?: Array<{ extensions?: { code?: string } }>;
}

function parse(text: string): Body | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null ? (body as Body) : undefined;
  } catch {
    return undefined;
  }
}

/** Counts answers by status, stage and error code, and keeps the first few problems whole enough to reproduce. */
export class Tally {
  readonly statuses = new Map<number, number>();
  readonly stages = new Map<Stage, number>();
  readonly codes = new Map<string, number>();
  readonly problems: string[] = [];
  problemCount = 0;
  slowest = { ms: 0, kind: '' };
  total = 0;

  add(kind: string, sent: string, answer: Answer): void {
    this.total += 1;
    count(this.statuses, answer.status);
    if (answer.ms > this.slowest.ms) this.slowest = { ms: Math.round(answer.ms), kind };
    const body = parse(answer.text);
    const codes = (body?.errors ?? []).map((error) => String(error?.extensions?.code ?? 'none'));
    for (const code of new Set(codes)) count(this.codes, code);
    count(this.stages, stageOf(body, codes));

    const problem = problemOf(answer, codes);
    if (problem) {
      this.problemCount += 1;
      // The first of each kind of problem: enough to reproduce it, without a thousand alike.
      const key = `${problem} [${kind}]`;
      if (this.problems.length < 10 && !this.problems.some((seen) => seen.startsWith(key))) {
        this.problems.push(`${key} sent ${excerpt(sent)} → ${answer.status} ${excerpt(answer.text)}`);
      }
    }
  }

  get reachedValidation(): number {
    return (this.stages.get('validation') ?? 0) + this.reachedExecution;
  }

  get reachedExecution(): number {
    return this.stages.get('execution') ?? 0;
  }

  summary(): string {
    const list = (map: Map<unknown, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ');
    return [
      `${this.total} requests; reached validation ${this.reachedValidation}, execution ${this.reachedExecution}`,
      `  statuses: ${list(this.statuses)}`,
      `  stages: ${list(this.stages)}`,
      `  error codes: ${list(this.codes)}`,
      `  slowest: ${this.slowest.ms} ms (${this.slowest.kind}); problems: ${this.problemCount}`,
      ...this.problems.map((problem) => `  ${problem}`),
    ].join('\n');
  }
}

function stageOf(body: Body | undefined, codes: string[]): Stage {
  if (!body) return 'no JSON';
  if ('data' in body) return 'execution';
  if (codes.some((code) => BEFORE_PARSING.has(code))) return 'refused';
  if (codes.some((code) => PARSING.has(code))) return 'parse';
  return 'validation';
}

/**
 * A hang, a 5xx that is neither an upstream's failure nor work shed for want of room (GATEWAY_BUSY), an error the
 * gateway did not expect (a masked crash), or an answer past the size cap.
 */
function problemOf(answer: Answer, codes: string[]): string | undefined {
  if (answer.hung) return `no answer within ${Math.round(answer.ms)} ms`;
  const upstreamFailure = [502, 503].includes(answer.status) && codes.some((code) => UPSTREAM_CODES.has(code));
  const shed = answer.status === 503 && codes.length > 0 && codes.every((code) => code === 'GATEWAY_BUSY');
  if (answer.status >= 500 && !upstreamFailure && !shed) return `status ${answer.status}`;
  if (codes.includes('INTERNAL_SERVER_ERROR')) return 'INTERNAL_SERVER_ERROR';
  const bytes = Buffer.byteLength(answer.text);
  if (bytes > MAX_ANSWER_BYTES) return `an answer of ${bytes} bytes, past the cap of ${MAX_ANSWER_BYTES}`;
  return undefined;
}

function count<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

const excerpt = (text: string) =>
  JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
