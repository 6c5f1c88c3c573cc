import { type Currency, isCurrency } from '@shop/money';
import { notFound } from 'next/navigation';
import { currency as currencyParam } from 'next/root-params';

/**
 * The [currency] segment proxy.ts put in the internal path (ADR 0023): the visitor's currency as the gateway
 * would decide it, part of every cached page's key. Anything else is a 404, as for [locale].
 */
export async function getCurrency(): Promise<Currency> {
  const value = await currencyParam();
  if (!isCurrency(value)) notFound();
  return value;
}
