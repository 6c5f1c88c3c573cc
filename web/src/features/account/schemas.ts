import { z } from '@/platform/security/zodWithoutEval';
import type { MessageId } from '@/platform/i18n/messages';

const message = (id: MessageId) => id;

/** bcrypt (Strapi's hash) reads 72 bytes; the gateway refuses more with WEAK_PASSWORD, so do the forms. */
const MAX_PASSWORD_BYTES = 72;

const email = z
  .string()
  .trim()
  .min(1, message('account.error.required'))
  .max(254, message('account.error.invalidEmail'))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message('account.error.invalidEmail'));

const required = z.string().min(1, message('account.error.required'));

const newPassword = z
  .string()
  .min(8, message('account.error.weakPassword'))
  .refine(
    (value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES,
    message('account.error.weakPassword'),
  );

/** The repeated password must match; the error sits on the repetition. */
const matching = <T extends { password: string; passwordConfirmation: string }>(values: T) =>
  values.password === values.passwordConfirmation;
const mismatch = { message: message('account.error.passwordsDoNotMatch'), path: ['passwordConfirmation'] };

export const signInSchema = z.object({ identifier: email, password: required });
export type SignInValues = z.infer<typeof signInSchema>;

export const registerSchema = z.object({ email, password: newPassword });
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirmation: required })
  .refine(matching, mismatch);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: required, password: newPassword, passwordConfirmation: required })
  .refine(matching, mismatch);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: required });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
