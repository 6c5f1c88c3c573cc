import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Every mail written to an outbox directory (.eml files), oldest first, parsed. */
export async function outboxMails(directory: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(directory)) return [];
  const files = fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(directory, file)))));
}

export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((entry) => entry.address));

/** The one link of a mail's text that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): URL {
  const found = (text ?? '').split(/\s+/).filter((word) => word.startsWith(prefix));
  if (found.length !== 1) throw new Error(`expected one link starting with ${prefix} in:\n${text}`);
  return new URL(found[0]);
}

/** The mails to `address`, once there are at least `count` (mails sent after a response arrive a little later). */
export async function mailsArriving(directory: string, address: string, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await outboxMails(directory)).filter((mail) => recipientOf(mail).includes(address));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The raw value of a header as the mail carries it (mailparser turns List-* headers into objects). */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');
