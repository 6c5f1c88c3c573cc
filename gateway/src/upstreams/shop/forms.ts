import { z } from 'zod';
import { type FieldErrors, InputError } from '../../domain/errors';
import type { ShopClient } from './client';
import { ShopError } from './errors';

/** Spec §7's free_product body: the agreement checkbox stands for both consents. */
export interface FreeSampleRequest {
  email: string;
  diagram_id: number;
  message: string;
  newsletter_agreement: boolean;
  terms_agreement: boolean;
  consent_text: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  terms_agreement: boolean;
  consent_text: string;
  /** False: the address had its share of mails this hour; the shop stores the message but acknowledges nothing. */
  acknowledge: boolean;
}

// The backend's field names, as the GraphQL input calls them.
const INPUT_FIELDS: Record<string, string> = {
  email: 'input.email',
  message: 'input.message',
  name: 'input.name',
  terms_agreement: 'input.agreement',
  newsletter_agreement: 'input.agreement',
};

/** A 400 on the visitor's fields becomes their codes by input path; anything else stays the shop's error. */
function inputErrorOf(error: unknown): unknown {
  if (!(error instanceof ShopError) || error.status !== 400) return error;
  const fields = Object.entries(error.fieldErrors);
  if (fields.length === 0 || !fields.every(([field]) => field in INPUT_FIELDS)) return error;
  const fieldErrors: FieldErrors = Object.fromEntries(fields.map(([field, codes]) => [INPUT_FIELDS[field], codes]));
  const [path, codes] = Object.entries(fieldErrors)[0];
  return new InputError(codes[0], error.message, path, fieldErrors);
}

async function post(shop: ShopClient, resource: string, body: unknown): Promise<void> {
  try {
    await shop.post(resource, `/${resource}/`, body, z.unknown());
  } catch (error) {
    throw inputErrorOf(error);
  }
}

/** Recorded once the shop answers 202: it mails the sample afterwards (never twice a day to one address). */
export function requestFreeSample(shop: ShopClient, request: FreeSampleRequest): Promise<void> {
  return post(shop, 'free_product', request);
}

/** Stored once the shop answers 201; the mails follow. */
export function sendContactMessage(shop: ShopClient, message: ContactMessage): Promise<void> {
  return post(shop, 'contact-messages', message);
}

/** Any 400 of the newsletter routes is a token they do not know. */
async function newsletterCall(shop: ShopClient, action: 'confirm' | 'unsubscribe', token: string): Promise<void> {
  try {
    await shop.post(`newsletter/${action}`, `/newsletter/${action}/`, { token }, z.unknown());
  } catch (error) {
    if (error instanceof ShopError && error.status === 400) {
      throw new InputError('INVALID_TOKEN', error.message, 'token');
    }
    throw error;
  }
}

export const confirmNewsletter = (shop: ShopClient, token: string) => newsletterCall(shop, 'confirm', token);

export const unsubscribeNewsletter = (shop: ShopClient, token: string) => newsletterCall(shop, 'unsubscribe', token);
