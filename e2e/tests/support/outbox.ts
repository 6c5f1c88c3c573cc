import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The backend's outbox in the test stack (scripts/test.mjs sets MAIL_OUTBOX for both). */
const OUTBOX = process.env.MAIL_OUTBOX ?? join(__dirname, '../../../.tmp/test/outbox');

type ParsedMail = Awaited<ReturnType<typeof simpleParser>>;

/** Every mail to `address` in the outbox so far. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(join(OUTBOX, name)))));
  const lower = address.toLowerCase();
  return mails.filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === lower)),
  );
}

/** The `count`-th mail (1-based) to `address` that `matches`, once it is in the outbox. */
export async function awaitMail(
  address: string,
  matches: (mail: ParsedMail) => boolean,
  count = 1,
  description = 'a mail',
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter(matches);
        found = matching[count - 1];
        return matching.length;
      },
      { message: `${description} #${count} to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  if (!found) throw new Error('unreachable');
  return found;
}

/**
 * The `count`-th mail to `address` with a link matching `link`, and that link: what a visitor would
 * click in their mailbox.
 */
export async function awaitMailLink(address: string, link: RegExp, count = 1): Promise<{ mail: ParsedMail; url: URL }> {
  const mail = await awaitMail(address, (each) => link.test(each.text ?? ''), count, `a link like ${link}`);
  return { mail, url: new URL((mail.text ?? '').match(link)?.[0] ?? '') };
}

/** Links of the account site in mails (contract: {account}/email-confirmed?confirmation=…, /reset-password?code=…). */
export const CONFIRMATION_LINK = /https?:\/\/\S+\/email-confirmed\/?\?confirmation=[^\s"<>]+/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\/?\?code=[^\s"<>]+/;
