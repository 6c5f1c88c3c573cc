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
