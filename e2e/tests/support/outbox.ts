import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The backend's outbox in the test stack (scripts/test.mjs sets MAIL_OUTBOX for both). */
const OUTBOX = process.env.MAIL_OUTBOX ?? join(__dirname, '../../../.tmp/test/outbox');

type ParsedMail = Awaited<ReturnType<typeof simpleParser>>;

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(join(OUTBOX, name)))));
  const lower = address.toLowerCase();
  return mails.filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === lower)),
  );
}

/**
 * The `count`-th mail (1-based) to `address` whose text has a link matching `link`, once it is in
 * the outbox, with that link: what a visitor would click in their mailbox.
 */
export async function awaitMailLink(address: string, link: RegExp, count = 1): Promise<{ mail: ParsedMail; url: URL }> {
  let found: { mail: ParsedMail; url: URL } | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address))
          .map((mail) => ({ mail, match: (mail.text ?? '').match(link) }))
          .filter((entry) => entry.match);
        const entry = matching[count - 1];
        if (entry?.match) found = { mail: entry.mail, url: new URL(entry.match[0]) };
        return matching.length;
      },
      { message: `mail #${count} to ${address} with a link like ${link}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  if (!found) throw new Error('unreachable');
  return found;
}

/** Links of the account site in mails (contract: {account}/email-confirmed?confirmation=…, /reset-password?code=…). */
export const CONFIRMATION_LINK = /https?:\/\/\S+\/email-confirmed\/?\?confirmation=[^\s"<>]+/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\/?\?code=[^\s"<>]+/;
