import { messages } from './support/checkout';
import { REFUSED } from './support/refusedRequests';
import { expect, test } from './support/test';

// Next answers a path with malformed percent-encoding with a 500; the web's server answers 400 first.
const MALFORMED = [
  ['/diagrams/%E0%A4%A/', 'en'],
  ['/fr/s/%ZZ/', 'fr'],
  ['/de/category/%C3/?page=2', 'de'],
] as const;

test("a malformed percent-encoding in a path answers 400 in the visitor's language, not 500", async ({ request }) => {
  for (const [path, locale] of MALFORMED) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${locale}">`);
    expect(html, path).toContain(messages[locale]['badRequest.title']);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('the 400 page explains the problem and leads home', async ({ page }) => {
  const response = await page.goto('/fr/s/%ZZ/');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr['badRequest.title']);
  await page.getByRole('link', { name: messages.fr['notFound.home'] }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
});

test("odd methods, bodies and origins answer 4xx in the visitor's language, not 500", async ({ request }) => {
  for (const [method, path, headers, status, message, locale] of REFUSED) {
    const response = await request.fetch(path, { method, headers, data: method === 'POST' ? 'a=1' : undefined });
    expect(response.status(), `${method} ${path}`).toBe(status);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${locale}">`);
    expect(html, path).toContain(messages[locale][message]);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});
