import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Transport } from 'nodemailer';
import { appEnv } from '../env/app-env';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * A nodemailer transport that writes each message as an .eml file (`<ISO time>-<random>.eml`) to a directory:
 * the outbox of a machine without SMTP, where a developer (or a test) opens the mails.
 */
function outboxTransport(directory: string): Transport<{ file: string }> {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, callback) {
      mail.message.build((error, message) => {
        if (error) return callback(error, undefined as never);
        const stamp = new Date().toISOString().replace(/:/g, '-');
        const file = path.join(directory, `${stamp}-${crypto.randomBytes(6).toString('hex')}.eml`);
        try {
          fs.mkdirSync(directory, { recursive: true });
          fs.writeFileSync(file, message);
        } catch (writeError) {
          return callback(writeError as Error, undefined as never);
        }
        callback(null, { file });
      });
    },
  };
}

/**
 * What the nodemailer email provider sends through: the SMTP server of SMTP_HOST, or without it (APP_ENV=local only)
 * the outbox directory MAIL_OUTBOX (default .tmp/outbox, relative to backend/).
 */
export function mailTransport(env: Env, appRoot: string): SMTPTransport.Options | Transport<{ file: string }> {
  const host = env('SMTP_HOST', '');
  if (!host && appEnv() === 'production') {
    throw new Error(
      'SMTP_HOST is missing: with APP_ENV=production receipts, confirmations and password resets go through an SMTP server, not into files on the server',
    );
  }
  if (!host) return outboxTransport(path.resolve(appRoot, env('MAIL_OUTBOX', path.join('.tmp', 'outbox'))));
  const user = env('SMTP_USER', '');
  return {
    host,
    port: env.int('SMTP_PORT', 587),
    secure: env.bool('SMTP_SECURE', false),
    ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
  };
}
