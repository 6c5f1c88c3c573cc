import type { CustomerValues } from './customerSchema';

/** The gateway's CustomerInput: empty optional fields are left out. */
export function customerInput(values: CustomerValues) {
  return {
    email: values.email.trim(),
    name: values.name.trim(),
    country: values.country,
    company: values.company.trim() || null,
    vatId: values.vatId.replace(/\s+/g, '').toUpperCase() || null,
  };
}
