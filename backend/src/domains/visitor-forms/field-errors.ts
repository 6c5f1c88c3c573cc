import { ShopError } from '../../http/errors';

/** A refusal of one field of a visitor's form: the field's path and a machine code the gateway maps per field. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * 400 in Strapi's ValidationError shape, one entry per refused field, its code as `name`:
 * `{ data: null, error: { status: 400, name: 'ValidationError', message, details: { errors: [{ path, message, name }] } } }`.
 */
export function validationError(errors: FieldError[]): ShopError {
  return new ShopError(400, {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: errors.map((error) => `${error.field}: ${error.message}`).join('; '),
      details: { errors: errors.map((error) => ({ path: [error.field], message: error.message, name: error.code })) },
    },
  });
}

/** A confirm or unsubscribe token that matches no subscriber (or no longer does). */
export const invalidToken = () =>
  validationError([{ field: 'token', code: 'INVALID_TOKEN', message: 'This link is invalid or no longer valid.' }]);
