import { parseStoredList } from '@/platform/storage/storedList';
import { fieldsOf, isId, isText } from '@/platform/storage/storedValue';

/** Spec §9: the default licence. Its id in the shop API is 1. */
export const DEFAULT_LICENSE_ID = 1;

/**
 * A line of the cart as stored in localStorage `cart` (a JSON array; the header badge counts it).
 * diagramId is the diagram's legacy id (the shop API's id). A special offer's qualifying diagrams
 * are kept beside it when known, so that removing the last of them clears the offer (spec §4).
 * Never a price: the gateway prices the cart.
 */
export type CartItem = {
  diagramId: number;
  licenseId: number;
  specialOfferId?: number;
  qualifyingDiagramIds?: number[];
  title: string;
  url: string;
  image: string | null;
};

/** A stored line with the shape above, the default licence and no image filled in; undefined otherwise. */
function cartItem(value: unknown): CartItem | undefined {
  const fields = fieldsOf(value);
  if (!fields) return undefined;
  const { diagramId, licenseId = DEFAULT_LICENSE_ID, specialOfferId, qualifyingDiagramIds, title, url } = fields;
  const image = fields.image ?? null;
  const valid =
    isId(diagramId) &&
    isId(licenseId) &&
    (specialOfferId === undefined || isId(specialOfferId)) &&
    (qualifyingDiagramIds === undefined || (Array.isArray(qualifyingDiagramIds) && qualifyingDiagramIds.every(isId))) &&
    isText(title, 500) &&
    isText(url, 500) &&
    (image === null || isText(image, 2000));
  if (!valid) return undefined;
  return {
    diagramId,
    licenseId,
    ...(specialOfferId !== undefined && { specialOfferId }),
    ...(qualifyingDiagramIds !== undefined && { qualifyingDiagramIds }),
    title,
    url,
    image,
  };
}

/**
 * The stored cart, or [] when absent or corrupt: a corrupt value is discarded, never fatal. A
 * diagram listed twice is kept once.
 */
export function parseCart(raw: string | null): CartItem[] {
  return parseStoredList(raw, cartItem, (item) => item.diagramId);
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** A discount code as typed: trimmed; null when empty or not a plausible code. */
export function normalizeCode(value: string | null | undefined): string | null {
  const code = value?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/** The stored order key, or null when absent or corrupt. */
export function parseOrderKey(value: string | null | undefined): string | null {
  return value && ORDER_KEY_PATTERN.test(value) ? value : null;
}
