import type { ContentChange } from '@shop/platform';

// A change tags a handful of pages (packages/platform's content tags): more, or longer, is not the gateway.
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 256;

const isTag = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_TAG_LENGTH;

/**
 * The content change the gateway tells of (docs/adr/0020): the tags of the pages it touched, or every page; the
 * gateway alone reads Strapi's webhooks. Undefined for a body that is neither.
 */
export function contentChangeOf(body: unknown): Exclude<ContentChange, 'nothing'> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { tags, everything } = body as { tags?: unknown; everything?: unknown };
  if (everything === true && tags === undefined) return { everything: true };
  if (everything !== undefined || !Array.isArray(tags)) return undefined;
  return tags.length > 0 && tags.length <= MAX_TAGS && tags.every(isTag) ? { tags } : undefined;
}
