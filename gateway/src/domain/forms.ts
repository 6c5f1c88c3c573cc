import { isEmail } from './account';
import { type FieldErrors, InputError } from './errors';

/** The backend's limits (section 1 of issue 11's contract), in UTF-16 units as it counts: refused here first. */
const FORM_LIMITS = {
  freeSampleMessage: 2000,
  contactMessage: 5000,
  name: 200,
  consentText: 500,
} as const;

export interface FreeSampleFields {
  email: string;
  message: string;
  agreement: boolean;
  consentText?: string | null;
}

export interface ContactFields extends FreeSampleFields {
  name: string;
}

/** What the backend is sent: trimmed, the email lower-cased, the consent label cut to its limit. */
export interface CheckedFields {
  email: string;
  message: string;
  consentText: string;
}

export interface CheckedContact extends CheckedFields {
  name: string;
}

type Check = (errors: FieldErrors) => void;

function emailCheck(email: string): [string, Check] {
  const address = email.trim().toLowerCase();
  return [
    address,
    (errors) => {
      if (address === '') errors['input.email'] = ['EMAIL_REQUIRED'];
      else if (!isEmail(address)) errors['input.email'] = ['EMAIL_INVALID'];
    },
  ];
}

function textCheck(field: string, value: string, max: number, prefix: 'MESSAGE' | 'NAME'): [string, Check] {
  const text = value.trim();
  return [
    text,
    (errors) => {
      if (text === '') errors[`input.${field}`] = [`${prefix}_REQUIRED`];
      else if (text.length > max) errors[`input.${field}`] = [`${prefix}_TOO_LONG`];
    },
  ];
}

/** BAD_USER_INPUT with every field's code at once (the first one as the reason), or nothing. */
function refuseAny(checks: Check[], agreement: boolean): void {
  const errors: FieldErrors = {};
  for (const check of checks) check(errors);
  if (!agreement) errors['input.agreement'] = ['TERMS_REQUIRED'];
  const [first] = Object.entries(errors);
  if (first) throw new InputError(first[1][0], 'The form has invalid fields.', first[0], errors);
}

/** The label cut to its limit, never inside a character (the limits count UTF-16 units, as the backend does). */
function consentOf(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (trimmed.length <= FORM_LIMITS.consentText) return trimmed;
  const cut = trimmed.slice(0, FORM_LIMITS.consentText);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Spec §5's rules for the newsletter block: email required and valid, message required, terms agreed. */
export function checkFreeSample(input: FreeSampleFields): CheckedFields {
  const [email, checkEmail] = emailCheck(input.email);
  const [message, checkMessage] = textCheck('message', input.message, FORM_LIMITS.freeSampleMessage, 'MESSAGE');
  refuseAny([checkEmail, checkMessage], input.agreement);
  return { email, message, consentText: consentOf(input.consentText) };
}

/** The contact form's rules: name, email and message required within their limits, terms agreed. */
export function checkContactMessage(input: ContactFields): CheckedContact {
  const [name, checkName] = textCheck('name', input.name, FORM_LIMITS.name, 'NAME');
  const [email, checkEmail] = emailCheck(input.email);
  const [message, checkMessage] = textCheck('message', input.message, FORM_LIMITS.contactMessage, 'MESSAGE');
  refuseAny([checkName, checkEmail, checkMessage], input.agreement);
  return { name, email, message, consentText: consentOf(input.consentText) };
}

// Far longer than any token the backend mails: a longer one is not sent at all.
const MAX_TOKEN_LENGTH = 500;

/** INVALID_TOKEN on `token` when it is empty or too long to be a mailed newsletter token. */
export function checkNewsletterToken(token: string): string {
  const trimmed = token.trim();
  if (trimmed === '' || trimmed.length > MAX_TOKEN_LENGTH) {
    throw new InputError('INVALID_TOKEN', 'Unknown token.', 'token');
  }
  return trimmed;
}
