import { ShopError, badRequest } from '../../../http/errors';
import { hasControlCharacters, isObject } from '../../../http/request-values';

/** The only licence sold (spec section 9: 'Single user'). */
const SINGLE_USER_LICENSE = 1;
const MAX_ITEMS = 200;
const MAX_CODE_LENGTH = 64;

export interface CartItemInput {
  diagram_id: number;
  license_id: number;
  code: string | null;
  special_offer_id: number | null;
}

function optionalId(value: unknown, field: string, index: number): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`Item ${index}: ${field} must be a positive integer`);
  return id;
}

/** A discount code as sent: trimmed, null when absent or blank. */
export function parseCode(value: unknown, index?: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw badRequest(`${index === undefined ? '' : `Item ${index}: `}code must be a string`);
  const code = value.trim();
  if (code.length > MAX_CODE_LENGTH) throw badRequest('The discount code is too long');
  if (hasControlCharacters(code)) throw badRequest('The discount code must not contain control characters');
  return code || null;
}

function parseItem(item: unknown, index: number, defaultCode: string | null): CartItemInput {
  if (!isObject(item)) throw badRequest(`Item ${index} must be an object`);
  const diagramId = optionalId(item.diagram_id, 'diagram_id', index);
  if (diagramId === null) throw badRequest(`Item ${index}: diagram_id is required`);
  const licenseId = optionalId(item.license_id, 'license_id', index) ?? SINGLE_USER_LICENSE;
  if (licenseId !== SINGLE_USER_LICENSE) throw badRequest(`Unknown license ${licenseId}`);
  return {
    diagram_id: diagramId,
    license_id: licenseId,
    code: parseCode(item.code === undefined ? defaultCode : item.code, index),
    special_offer_id: optionalId(item.special_offer_id, 'special_offer_id', index),
  };
}

/**
 * Parses the cart items of a request; anything else in an item (prices in particular) is ignored.
 * A diagram is in a cart once (spec section 4): a body naming one twice is refused.
 */
export function parseCartItems(body: unknown, defaultCode: string | null = null): CartItemInput[] {
  if (!Array.isArray(body)) throw badRequest('Expected a list of cart items');
  if (body.length === 0) throw badRequest('The cart is empty');
  if (body.length > MAX_ITEMS) throw badRequest(`At most ${MAX_ITEMS} items can be priced at once`);
  const items = body.map((item, index) => parseItem(item, index, defaultCode));
  const seen = new Set<number>();
  for (const { diagram_id: id } of items) {
    if (seen.has(id))
      throw new ShopError(400, { error: `Diagram ${id} is in the cart twice.`, code: 'duplicate_line' });
    seen.add(id);
  }
  return items;
}
