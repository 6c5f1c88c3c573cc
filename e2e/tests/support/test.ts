import { createHash } from 'node:crypto';
import { test as base, expect, type TestInfo } from '@playwright/test';

/**
 * A private address for one run of one test: 10.x.y.z from its id, retry and repeat index.
 * 2^24 addresses, so two of a run's tests share one with a negligible chance.
 */
function clientAddress(testInfo: Pick<TestInfo, 'testId' | 'retry' | 'repeatEachIndex'>): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/**
 * Every spec's `test`: each test poses as a client of its own. Its pages and API requests carry
 * X-Forwarded-For with its own address, which the web believes from its one trusted hop
 * (npm test runs it with TRUSTED_PROXY_HOPS=1) and vouches for to the gateway; so the gateway's
 * per-client rate limits, strict on guessing and ordering, never let one test fail another.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo) });
  },
});

export { expect };
