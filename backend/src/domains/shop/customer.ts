import { ShopError } from '../../http/errors';
import { hasControlCharacters, isEmailAddress, isObject } from '../../http/request-values';

export interface Customer {
  email: string;
  name: string;
  country: string;
  company: string | null;
  vat_id: string | null;
}

function optionalText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text ? text.slice(0, max) : null;
}

/** The customer of an order request, normalised (trimmed, country upper-case); 400 with field errors otherwise. */
export function parseCustomer(value: unknown): Customer {
  const customer = isObject(value) ? value : {};
  const errors: Record<string, string[]> = {};
  const text = (field: string) => (typeof customer[field] === 'string' ? (customer[field] as string).trim() : '');
  const email = text('email');
  const name = text('name');
  const country = text('country').toUpperCase();
  if (!email) errors.email = ['This field is required.'];
  else if (!isEmailAddress(email)) errors.email = ['Enter a valid email address.'];
  if (!name) errors.name = ['This field is required.'];
  else if (name.length > 200) errors.name = ['Ensure this field has no more than 200 characters.'];
  if (!country) errors.country = ['This field is required.'];
  else if (!/^[A-Z]{2}$/.test(country)) errors.country = ['Enter a two-letter ISO 3166 country code.'];
  for (const field of ['company', 'vat_id']) {
    if (customer[field] !== undefined && customer[field] !== null && typeof customer[field] !== 'string') {
      errors[field] = ['Must be a string.'];
    }
  }
  for (const field of ['email', 'name', 'country', 'company', 'vat_id']) {
    if (!errors[field] && typeof customer[field] === 'string' && hasControlCharacters(customer[field] as string)) {
      errors[field] = ['Must not contain control characters.'];
    }
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new ShopError(400, { error: `${fields[0]}: ${errors[fields[0]][0]}`, errors: { customer: errors } });
  }
  return {
    email,
    name,
    country,
    company: optionalText(customer.company, 200),
    vat_id: optionalText(customer.vat_id, 64),
  };
}
