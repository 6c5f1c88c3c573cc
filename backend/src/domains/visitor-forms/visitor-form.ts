import { isEmailAddress, isObject } from '../../http/request-values';
import { type FieldError, validationError } from './field-errors';

/** At most this long, the label of the consent checkbox the visitor ticked. */
const CONSENT_TEXT_MAX = 500;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, keeping tabs and line breaks of a message.
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Reads the fields of a visitor's form (free sample, contact), collecting every refusal before answering one 400:
 * texts are trimmed and lose control characters (a message keeps its line breaks; PostgreSQL stores no NUL).
 */
export class VisitorForm {
  private readonly body: Record<string, unknown>;
  private readonly errors: FieldError[] = [];

  constructor(body: unknown) {
    this.body = isObject(body) ? body : {};
  }

  private text(field: string, keepLines = false): string {
    const value = this.body[field];
    if (typeof value !== 'string') return '';
    return value.replace(keepLines ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS, '').trim();
  }

  refuse(field: string, code: string, message: string): void {
    this.errors.push({ field, code, message });
  }

  /** The address, lower-cased: EMAIL_REQUIRED when empty, EMAIL_INVALID when no address. */
  email(): string {
    const email = this.text('email').toLowerCase();
    if (!email) this.refuse('email', 'EMAIL_REQUIRED', 'Email is required');
    else if (!isEmailAddress(email)) this.refuse('email', 'EMAIL_INVALID', 'Email is invalid');
    return email;
  }

  /** A required text of at most `max` characters: `<PREFIX>_REQUIRED` / `<PREFIX>_TOO_LONG`. */
  requiredText(field: string, max: number, { keepLines = false } = {}): string {
    const text = this.text(field, keepLines);
    const prefix = field.toUpperCase();
    if (!text) this.refuse(field, `${prefix}_REQUIRED`, 'This field is required');
    else if (text.length > max) this.refuse(field, `${prefix}_TOO_LONG`, `At most ${max} characters`);
    return text;
  }

  /** A yes/no box: only `true` is yes. */
  flag(field: string): boolean {
    return this.body[field] === true;
  }

  /** `terms_agreement` must be ticked: TERMS_REQUIRED otherwise. */
  terms(): true {
    if (!this.flag('terms_agreement'))
      this.refuse('terms_agreement', 'TERMS_REQUIRED', 'You must agree to terms to continue');
    return true;
  }

  /** The words of the consent the visitor ticked, as shown to them (optional; CONSENT_TEXT_TOO_LONG past 500). */
  consentText(): string | null {
    const text = this.text('consent_text');
    if (text.length > CONSENT_TEXT_MAX)
      this.refuse('consent_text', 'CONSENT_TEXT_TOO_LONG', `At most ${CONSENT_TEXT_MAX} characters`);
    return text || null;
  }

  /** Throws the 400 of every refusal so far. */
  check(): void {
    if (this.errors.length > 0) throw validationError(this.errors);
  }
}
