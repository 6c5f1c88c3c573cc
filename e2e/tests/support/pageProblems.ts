import { expect, type Page, type Request } from '@playwright/test';

/** Pages of spec §2 the header already links to but which are not built yet: Next's link prefetch of them gets a 404. */
const PAGES_TO_COME = ['/wishlist/', '/chat/'];

function prefetchOfPageToCome(url: string, text: string): boolean {
  if (!url || !text.includes('status of 404')) return false;
  const { pathname, searchParams } = new URL(url);
  return searchParams.has('_rsc') && PAGES_TO_COME.some((page) => pathname.endsWith(page));
}

/**
 * Watches a page for what a visitor's browser would complain about: Content-Security-Policy
 * violations (the `securitypolicyviolation` event), console errors and uncaught exceptions.
 * `visit` loads a page as a document and checks its security headers; the only console error it
 * lets through is the browser's note on the status it expects (a 404 page answers 404).
 */
export async function watchPage(page: Page) {
  const problems: string[] = [];
  let expected: { path: string; status: number } | undefined;
  await page.exposeBinding('reportCspViolation', (_source, text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || document.location.href}:${event.lineNumber}`;
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${where}`,
      );
    });
  });
  // Requests the page waits for; Next's link prefetches (?_rsc=…) are left out: some stay open.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).searchParams.has('_rsc')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('pageerror', (error) => problems.push(`uncaught exception at ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const path = url ? new URL(url).pathname : '';
    const ownStatus = expected && path === expected.path && message.text().includes(`status of ${expected.status}`);
    if (!ownStatus && !prefetchOfPageToCome(url, message.text())) {
      problems.push(`console error at ${page.url()}: ${message.text()} (${url})`);
    }
  });

  /** Until no request has been in flight for half a second: the page's own queries and scripts ran. */
  async function settled() {
    for (let quiet = 0; quiet < 5; ) {
      await page.waitForTimeout(100);
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
    }
  }

  return {
    problems,
    /** Loads `path` as a document: its status, and a policy with a nonce on per-request pages only, no inline script else. */
    async visit(path: string, { status = 200, nonce = false } = {}) {
      expected = { path, status };
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      const headers = response!.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBeTruthy();
      expect(headers['permissions-policy'], path).toBeTruthy();
      if (nonce) expect(policy, path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      else expect(policy, path).not.toContain("'nonce-");
      // No page allows inline script wholesale: a cached page lists its own inline scripts by their hashes.
      const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
      expect(scripts, path).not.toContain("'unsafe-inline'");
      await page.waitForLoadState('load');
      await settled();
    },
  };
}
