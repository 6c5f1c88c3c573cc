/** The id of what a Stripe object field holds: an id, the expanded object, or nothing. */
export const stripeId = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
