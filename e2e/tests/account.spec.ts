import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addToCart, enterCustomer, firstProducts, pay } from './support/checkout';
import wishlistEn from '../../web/messages/wishlist/en.json';
import { humanCheckPassed } from './support/humanCheck';
import { persisted } from './support/operations';
import { awaitMail, awaitMailLink, CONFIRMATION_LINK, RESET_LINK } from './support/outbox';
import { expect, test } from './support/test';

/** A fresh address per test: each run registers its own accounts. */
const newEmail = (tag: string) => `e2e-${tag}-${randomBytes(6).toString('hex')}@example.com`;
const PASSWORD = 'slides-4-every-one';

async function register(page: Page, email: string, prefix = '') {
  await page.goto(`${prefix}/account/register/`);
  await page.getByLabel(/^(Email|E-mail)/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)/).fill(PASSWORD);
  // The human check (ALTCHA) solved itself in the browser while the visitor typed.
  await humanCheckPassed(page.getByRole('main'), prefix === '/fr' ? 'fr' : 'en');
  await page.getByRole('button', { name: /^(Create my account|Créer mon compte)$/ }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/sign-in/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\/$/);
}

test.describe('accounts', () => {
  // Each test walks a visitor through several pages and mails: more than the 30 s of a one-page check.
  test.describe.configure({ timeout: 90_000 });

  test('register, confirm from the mail ("send the mail again" after an unconfirmed sign-in), sign in, sign out', async ({
    page,
    context,
  }) => {
    const email = newEmail('register');
    await register(page, email);
    // Registering signs the visitor in at once; the profile asks for the confirmation.
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.getByText('Your email address is not confirmed yet')).toBeVisible();

    // The token sits in an HttpOnly, SameSite=Lax cookie; page scripts see no trace of it.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value.split('.')).toHaveLength(3);
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('shop_session');
    expect(visible).not.toContain(session?.value ?? '-');
    // Only a marker that a session exists, for pages rendered alike for everyone.
    expect(visible).toContain('shop_signed_in=1');

    // The shop's header names the signed-in account instead of "Log in".
    await page.goto('/');
    await expect(page.getByTestId('header-account')).toContainText(email);

    // A later sign-in waits for the confirmation, and the mail can be sent again.
    await page.goto('/account/');
    await signOut(page);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/confirm-email\/$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send the mail again' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `A new confirmation mail is on its way to ${email}.`,
    );
    const { url } = await awaitMailLink(email, CONFIRMATION_LINK, 2);
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toMatch(/^\/account\/email-confirmed\/?$/);

    await page.goto(url.toString());
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you: your email address is confirmed.');

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.getByText('Your email address is not confirmed yet')).toHaveCount(0);

    // Signing out clears the cookie; the header says "Log in" again.
    await signOut(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'shop_session')).toBe(false);
    expect(await page.evaluate(() => document.cookie)).not.toContain('shop_signed_in');
    await page.goto('/');
    await expect(page.getByTestId('header-account')).toHaveText('Log in');
    // Signed-in pages send a visitor without a session to sign in.
    await page.goto('/account/purchases/');
    await expect(page).toHaveURL(/\/account\/sign-in\/$/);
  });

  test('forgot password → mailed link → new password → sign in with it, not with the old one', async ({ page }) => {
    const email = newEmail('reset');
    await register(page, email);
    await expect(page).toHaveURL(/\/account\/$/);
    const confirmation = await awaitMailLink(email, CONFIRMATION_LINK);
    await page.goto(confirmation.url.toString());
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await page.goto('/account/');
    await signOut(page);

    await page.goto('/account/forgot-password/');
    await page.getByLabel('Email').fill(email);
    await humanCheckPassed(page.getByRole('main'), 'en');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account exists for ${email}`);
    const { url } = await awaitMailLink(email, RESET_LINK);
    expect(url.pathname).toMatch(/^\/account\/reset-password\/?$/);

    const newPassword = 'a-brand-new-secret-9';
    await page.goto(url.toString());
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill('not-the-same-one');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    // The reset signs the visitor in.
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await signOut(page);

    // The link works once.
    await page.goto(url.toString());
    await page.getByLabel('New password', { exact: true }).fill('yet-another-secret-1');
    await page.getByLabel('Repeat the new password').fill('yet-another-secret-1');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link has expired or has already been used. Please ask for a new one.',
    );

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email address or password.');
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/account\/$/);
  });

  test('a French visitor gets French pages, mails and errors (taken email, wrong password)', async ({ page }) => {
    const email = newEmail('fr');
    await page.goto('/fr/account/register/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer votre compte');
    await register(page, email, '/fr');
    await expect(page).toHaveURL(/\/fr\/account\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre compte');

    // The confirmation mail is French and leads to the French account site.
    const { mail, url } = await awaitMailLink(email, CONFIRMATION_LINK);
    expect(url.pathname).toMatch(/^\/fr\/account\/email-confirmed\/?$/);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    await page.goto(url.toString());
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Merci : votre adresse e-mail est confirmée.');

    await page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre compte');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/sign-in\/$/);

    // A taken email: said on the field, with the ways out.
    await register(page, email, '/fr');
    await expect(page.getByText('Un compte existe déjà pour cette adresse e-mail.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/fr/account/sign-in/');
    await expect(page.getByRole('link', { name: 'réinitialisez votre mot de passe' })).toHaveAttribute(
      'href',
      '/fr/account/forgot-password/',
    );

    // A wrong password: the same French message as an unknown address.
    await page.goto('/fr/account/sign-in/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('not-my-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
    await page.getByLabel('E-mail').fill(newEmail('nobody'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  });

  test('social sign-in with the OpenID Connect provider lands signed in on the account page, in French', async ({
    page,
    context,
  }) => {
    // scripts/test.mjs starts a real OpenID Connect issuer (oauth2-mock-server) that signs this user in at once.
    const email = process.env.OIDC_TEST_EMAIL ?? 'social-e2e@example.com';
    // The provider flow's cookies (Set-Cookie) as the web hands them over on the way back from the issuer.
    const grantCookies: string[] = [];
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/connect/oidc/callback')) return;
      for (const { name, value } of await response.headersArray()) {
        if (name.toLowerCase() === 'set-cookie') grantCookies.push(...value.split('\n'));
      }
    });
    await page.goto('/fr/account/sign-in/');
    await page.getByRole('button', { name: 'Continuer avec OpenID Connect' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value ?? '-');

    // Issue 29: those cookies were HttpOnly and SameSite=Lax, and are gone once signed in; replayed after sign-out,
    // they sign nobody in again.
    expect(grantCookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['koa.sess', 'koa.sess.sig']);
    for (const cookie of grantCookies) expect(cookie).toMatch(/; Max-Age=600; HttpOnly; SameSite=Lax/);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('koa.sess'))).toEqual([]);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/account\/sign-in\/$/);
    const web = new URL(page.url()).origin;
    await context.addCookies(
      grantCookies.map((cookie) => {
        const [pair] = cookie.split(';');
        return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: web };
      }),
    );
    await page.goto('/auth/oidc/callback');
    await expect(page).toHaveURL(/\/account\/sign-in\/\?error=social$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'shop_session')).toBeUndefined();
  });

  test('favourites kept without an account join it at register and follow the sign-in into a second browser', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    request,
  }) => {
    const [product] = await firstProducts(request, 'en', 1);
    const heartLabel = wishlistEn['wishlist.heart.label'].replace('{title}', product.title);
    await page.goto('/catalog/');
    await page.getByRole('button', { name: heartLabel, exact: true }).click();
    await expect(page.getByRole('button', { name: heartLabel, exact: true })).toHaveAttribute('aria-pressed', 'true');

    const email = newEmail('wishlist');
    await register(page, email);
    await expect(page).toHaveURL(/\/account\/$/);
    const confirmation = await awaitMailLink(email, CONFIRMATION_LINK);
    await page.goto(confirmation.url.toString());
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();

    // Another browser: no local list, no anonymous id. Signing in brings the account's favourites.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders });
    const otherPage = await other.newPage();
    await signIn(otherPage, email, PASSWORD);
    await expect(otherPage).toHaveURL(/\/account\/$/);
    await otherPage.goto('/wishlist/');
    const rows = otherPage.getByRole('main').locator('li[data-diagram-id]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(product.title);
    await other.close();
  });

  test("a social sign-in takes the visitor's own favourites along, never those of an id carried in the link", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    request,
  }) => {
    const [, mine, theirs] = await firstProducts(request, 'en', 3);
    const heart = (title: string) => wishlistEn['wishlist.heart.label'].replace('{title}', title);
    const keep = async (visitor: Page, title: string) => {
      await visitor.goto('/catalog/');
      await visitor.getByRole('button', { name: heart(title), exact: true }).click();
      await expect(visitor.getByRole('button', { name: heart(title), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(() => visitor.evaluate(() => localStorage.getItem('anonymousUserId'))).toBeTruthy();
      return (await visitor.evaluate(() => localStorage.getItem('anonymousUserId'))) as string;
    };
    // Someone else's anonymous wishlist, with its genuine server-issued id, put into a sign-in link.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders });
    const theirId = await keep(await other.newPage(), theirs.title);
    await other.close();
    await page.goto(`/api/connect/oidc/?shop_locale=en&shop_anonymous=${theirId}`);
    await expect(page).toHaveURL(/\/account\/$/);
    await signOut(page);

    // The visitor's own favourite, kept without an account, follows the social sign-in button.
    await keep(page, mine.title);
    await page.goto('/account/sign-in/');
    await page.getByRole('button', { name: 'Continue with OpenID Connect' }).click();
    await expect(page).toHaveURL(/\/account\/$/);
    await page.goto('/wishlist/');
    const rows = page.getByRole('main').locator('li[data-diagram-id]');
    await expect(rows.filter({ hasText: mine.title })).toHaveCount(1);
    await expect(rows.filter({ hasText: theirs.title })).toHaveCount(0);
  });

  test('my purchases: an order paid while signed in, with its download links and "send my links again"', async ({
    page,
    request,
  }) => {
    await register(page, newEmail('buyer'));
    await expect(page).toHaveURL(/\/account\/$/);
    const [product] = await firstProducts(request, 'en', 1);
    await addToCart(page, 'en', [product]);
    await page.goto('/checkout/data/');
    await enterCustomer(page, 'en', 'US');
    await pay(page, 'en', '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout\/download\/[^/]+\/$/);
    const key = page.url().match(/\/download\/([^/]+)\//)?.[1] ?? '';

    await page.goto('/account/purchases/');
    const purchase = page.getByTestId('purchase');
    await expect(purchase).toHaveCount(1);
    await expect(purchase.getByRole('heading', { level: 2 })).toHaveText(`Order ${key}`);
    await expect(purchase.getByRole('link', { name: product.title })).toHaveAttribute('href', /^https?:\/\/.+/);

    // The receipt was mailed after payment; "send my links again" mails it once more.
    const receipt = (mail: { text?: string }) => mail.text?.includes(key) ?? false;
    await awaitMail('ann@example.com', receipt, 1, 'the receipt');
    await purchase.getByRole('button', { name: 'Send my links again' }).click();
    await expect(purchase.getByRole('status')).toHaveText('The mail with your download links is on its way.');
    await awaitMail('ann@example.com', receipt, 2, 'the receipt sent again');
  });

  test('privacy: download my data, then delete my account (password first)', async ({ page }) => {
    const email = newEmail('gdpr');
    await register(page, email);
    await expect(page).toHaveURL(/\/account\/$/);
    await page.getByRole('link', { name: 'Privacy' }).click();

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(data.user).toMatchObject({ email, confirmed: false, locale: 'en' });

    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your current password is not right.')).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\/\?deleted=1$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email address or password.');
  });

  test('a forged session cookie is refused and cleared, by the proxy and at start-up', async ({
    page,
    context,
    baseURL,
  }) => {
    const forged = { name: 'shop_session', value: 'forged.jwt.value', url: baseURL ?? '' };
    await context.addCookies([forged]);
    const answer = await page.request.post('/graphql/', { data: persisted('Me') });
    expect((await answer.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(answer.headers()['set-cookie']).toMatch(/^shop_session=; Path=\/; Max-Age=0;.*HttpOnly/);

    await context.addCookies([forged]);
    await page.goto('/');
    // The start-up fetch of the user fails: the token goes, the visitor is anonymous.
    await expect(page.getByTestId('header-account')).toHaveText('Log in');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'shop_session'))
      .toBe(false);
  });

  test('the /graphql/ proxy refuses session mutations and ignores a bearer sent by the browser', async ({
    request,
  }) => {
    const signIn = await request.post('/graphql/', {
      data: { query: 'mutation { signIn(identifier: "a@example.com", password: "x", locale: en) { jwt } }' },
    });
    expect(signIn.status()).toBe(403);
    expect((await signIn.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    // The web's own SignIn, named by its hash, is refused the same way.
    const byHash = await request.post('/graphql/', {
      data: persisted('SignIn', { identifier: 'a@example.com', password: 'x', locale: 'en' }),
    });
    expect(byHash.status()).toBe(403);

    const me = await request.post('/graphql/', {
      data: persisted('Me'),
      headers: { Authorization: 'Bearer forged.token.value' },
    });
    // Stripped: the gateway saw no bearer at all, so no "session expired", just nobody.
    expect(await me.json()).toEqual({ data: { __typename: 'Query', me: null } });
  });
});
