import { randomBytes } from 'node:crypto';
import contactEn from '../../web/messages/contact/en.json';
import contactFr from '../../web/messages/contact/fr.json';
import newsletterEn from '../../web/messages/newsletter/en.json';
import newsletterFr from '../../web/messages/newsletter/fr.json';
import verificationEn from '../../web/messages/verification/en.json';
import { humanCheckPassed, humanCheckReady } from './support/humanCheck';
import { awaitMail, mailsTo } from './support/outbox';
import { expect, test } from './support/test';

/** The shop's address for contact messages (backend CONTACT_EMAIL, its default in the test stack). */
const SHOP_ADDRESS = process.env.CONTACT_EMAIL ?? 'contact@localhost';

const walks = [
  { locale: 'en', path: '/contact/', m: { ...contactEn, ...newsletterEn }, agreement: /^I agree/ },
  { locale: 'fr', path: '/fr/contact/', m: { ...contactFr, ...newsletterFr }, agreement: /^J'accepte/ },
] as const;

for (const { locale, path, m, agreement } of walks) {
  test(`the contact form (${locale}): refusals in the visitor's language, then stored, mailed to the shop and acknowledged`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `e2e-contact-${randomBytes(6).toString('hex')}@example.com`;
    const text = `Do you make custom timelines? ${randomBytes(4).toString('hex')}`;
    await page.goto(path);
    const form = page.getByRole('region', { name: m['contact.form.title'] });
    const send = form.getByRole('button', { name: m['contact.submit'], exact: true });
    const error = (message: string) => form.getByText(message, { exact: true });

    await humanCheckReady(form);
    await send.click();
    await expect(error(m['newsletter.error.required'])).toHaveCount(2);
    await expect(error(m['newsletter.error.emailRequired'])).toBeVisible();
    await expect(error(m['newsletter.error.terms'])).toBeVisible();
    await form.getByLabel(m['contact.field.name'], { exact: true }).fill('Ana Lima');
    await form.getByLabel(m['contact.field.email'], { exact: true }).fill(email);
    await form.getByRole('checkbox', { name: agreement }).check();
    await expect(error(m['newsletter.error.terms'])).toHaveCount(0);
    await humanCheckPassed(form, locale);

    // A 10,000-character message: refused in the visitor's language, on blur and on send, and nothing is sent.
    const messageField = form.getByLabel(m['contact.field.message'], { exact: true });
    const tooLong = m['newsletter.error.tooLong']
      .replace('{field}', m['contact.field.message'])
      .replace('{max}', '5000');
    await messageField.fill('x'.repeat(10_000));
    await messageField.blur();
    await expect(error(tooLong)).toBeVisible();
    const actions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) actions.push(request.url());
    });
    await send.click();
    // The form puts the visitor back on the refused field: its check ran, and stopped the send.
    await expect(messageField).toBeFocused();
    await expect(error(tooLong)).toBeVisible();
    expect(actions).toEqual([]);

    await messageField.fill(text);
    await send.click();
    await expect(form.getByRole('status')).toHaveText(m['contact.sent'].replace('{email}', email));

    // The shop's copy answers to the visitor; the visitor's acknowledgement is in their language.
    const copy = await awaitMail(SHOP_ADDRESS, (mail) => (mail.text ?? '').includes(text), 1, 'the shop copy');
    expect(copy.replyTo?.value[0]?.address).toBe(email);
    const acknowledgement = await awaitMail(email, () => true, 1, 'the acknowledgement');
    // The refused message left no trace: one acknowledgement, no shop copy of it.
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await mailsTo(SHOP_ADDRESS)).filter((mail) => (mail.text ?? '').includes('x'.repeat(5001)))).toEqual([]);
    // It quotes nothing the visitor typed, not even the name: it cannot relay a stranger's words to the address.
    expect(acknowledgement.text).not.toContain('Ana Lima');
    expect(acknowledgement.text).not.toContain(text);
    expect(acknowledgement.subject).toBe(
      locale === 'fr' ? 'Nous avons bien reçu votre message' : 'We received your message',
    );
  });
}

test('a forged human proof is refused in plain words, and a fresh check lets the visitor send', async ({ page }) => {
  test.setTimeout(60_000);
  const m = { ...contactEn, ...newsletterEn, ...verificationEn };
  const email = `e2e-contact-forged-${randomBytes(6).toString('hex')}@example.com`;
  await page.goto('/contact/');
  const form = page.getByRole('region', { name: m['contact.form.title'] });
  await form.getByLabel(m['contact.field.name'], { exact: true }).fill('Bot');
  await form.getByLabel(m['contact.field.email'], { exact: true }).fill(email);
  await form.getByLabel(m['contact.field.message'], { exact: true }).fill('Buy followers now');
  await form.getByRole('checkbox', { name: /^I agree/ }).check();
  await humanCheckPassed(form, 'en');
  // What a bot without the work would send: a payload the gateway never signed.
  await form.locator('altcha-widget').evaluate((widget) => {
    const forged = btoa(JSON.stringify({ challenge: { parameters: {}, signature: 'forged' }, solution: {} }));
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: forged } }));
  });
  await form.getByRole('button', { name: m['contact.submit'], exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(m['verification.error.HUMAN_PROOF_INVALID']);

  // The gateway spent nothing: a new challenge, solved, and the message goes.
  await form.getByLabel(m['contact.field.message'], { exact: true }).fill('A real question after all');
  await humanCheckPassed(form, 'en');
  await form.getByRole('button', { name: m['contact.submit'], exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(m['contact.sent'].replace('{email}', email));
});
