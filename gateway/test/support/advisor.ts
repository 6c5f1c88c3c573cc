import type { TestGateway } from './gateway';
import { dataOf } from './results';

export const ADVISE = /* GraphQL */ `
  mutation Advise($locale: Locale!, $currency: Currency, $message: String!, $constraints: AdvisorConstraintsInput) {
    advise(locale: $locale, currency: $currency, message: $message, constraints: $constraints) {
      mode
      kind
      question
      text
      constraints { topic count minSlides maxSlides category maxPrice currency style colour }
      diagrams { id legacyId url title slideCount price(currency: $currency) { amount currency } image { url alt } }
    }
  }
`;

export interface AdviseResult {
  mode: 'EMBEDDED' | 'MODEL';
  kind: 'RECOMMENDATIONS' | 'QUESTION' | 'NO_MATCH';
  question: string | null;
  text: string | null;
  constraints: Record<string, unknown> & { topic: string; count?: number | null; maxPrice?: number | null };
  diagrams: Array<{
    id: string;
    legacyId: number;
    url: string;
    title: string;
    slideCount: number;
    price: { amount: string; currency: string };
    image: { url: string; alt: string } | null;
  }>;
}

/** The web proxy secret advisor tests start their gateway with: they pose as many visitors through it. */
export const ADVISOR_TEST_PROXY_SECRET = 'advisor-tests-web-proxy-secret';

let visitors = 0;

/** Headers of a visitor of their own (each with a fresh rate-limit allowance), or of `address`. */
export function asVisitor(address = `10.11.${Math.floor(++visitors / 250)}.${visitors % 250}`): Record<string, string> {
  return { 'x-web-proxy-secret': ADVISOR_TEST_PROXY_SECRET, 'x-forwarded-for': address };
}

/** Who answers on /chat, as the page asks before the first message. */
export async function advisorMode(gateway: TestGateway): Promise<string> {
  return (await dataOf<{ advisorMode: string }>(gateway, '{ advisorMode }')).advisorMode;
}

/** One advisor message that must succeed, from a new visitor unless `headers` say who. */
export async function advise(
  gateway: TestGateway,
  variables: Record<string, unknown>,
  headers: Record<string, string> = asVisitor(),
): Promise<AdviseResult> {
  return (await dataOf<{ advise: AdviseResult }>(gateway, ADVISE, variables, headers)).advise;
}
