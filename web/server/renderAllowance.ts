import { type AllowancePolicy, ClientAllowance } from '../src/platform/http/clientAllowance';

/**
 * Pages rendered for one visitor a minute, beyond which they get the rate-limit page. A visitor reading the shop
 * is mostly answered from the page cache (web/server/pageReplays.ts); a render is a page nobody asked for yet,
 * including the pages a page's links prefetch (about 15 per page view on a cold cache, after a deploy). A crawler
 * or a flood of made-up URLs (distinct searches, sorts, pages) is what renders hundreds a minute. The gateway does
 * not count the web's cache fills per visitor (they name none), so this is where one visitor's renders are counted.
 */
const RENDERS_PER_MINUTE = 600;

const policy: AllowancePolicy = { points: RENDERS_PER_MINUTE, duration: 60, keyPrefix: 'render' };

/**
 * Renders per visitor, taken before a request reaches Next and given back when it turned out not to be a render:
 * a request whose client hangs up before the answer still counts, since Next renders it all the same.
 */
export type RenderAllowance = ClientAllowance;
export const RenderAllowance = {
  inMemory: (points = RENDERS_PER_MINUTE): RenderAllowance => ClientAllowance.inMemory({ ...policy, points }),
  shared: (): RenderAllowance => ClientAllowance.shared(policy),
};
