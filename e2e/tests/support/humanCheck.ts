import { expect, type Locator, type Page } from '@playwright/test';
import verificationDe from '../../../web/messages/verification/de.json';
import verificationEn from '../../../web/messages/verification/en.json';
import verificationEs from '../../../web/messages/verification/es.json';
import verificationFr from '../../../web/messages/verification/fr.json';
import verificationPt from '../../../web/messages/verification/pt.json';
import type { Locale } from './catalogue';

const verificationTexts = {
  en: verificationEn,
  fr: verificationFr,
  de: verificationDe,
  es: verificationEs,
  pt: verificationPt,
} as const;

/**
 * The form's ALTCHA widget has solved its challenge in the browser: it started when the visitor
 * focused the form (filling a field), so by now it reads "Verified" in the visitor's language.
 * Solving is real proof of work in Chromium's workers, against a challenge the gateway signed.
 */
export async function humanCheckPassed(scope: Page | Locator, locale: Locale) {
  const widget = scope.locator('altcha-widget');
  await expect(
    widget.getByText(verificationTexts[locale]['verification.widget.verified'], { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
}

/** The form is interactive: its widget mounts after hydration, once the gateway gave it a challenge. */
export async function humanCheckReady(scope: Page | Locator) {
  await expect(scope.locator('altcha-widget')).toBeAttached({ timeout: 20_000 });
}

/**
 * Opens the footer's newsletter form with its sign-up button, once the page is interactive (a click
 * before hydration does nothing), and answers its email field.
 */
export async function openNewsletter(block: Locator, open: string, email: string) {
  const button = block.getByRole('button', { name: open, exact: true, expanded: false });
  const field = block.getByLabel(email, { exact: true });
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(field).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return field;
}
