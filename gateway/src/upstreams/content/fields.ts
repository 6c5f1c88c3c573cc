import { z } from 'zod';
import type { LocalizedLink } from '../../domain/localized-link';
import { sortLinks } from '../../domain/localized-link';
import { LOCALES } from '../../domain/locales';
import type { Image } from '../../domain/media';
import { CURRENCIES, type Money, parseAmount, sortPriceSet } from '@shop/money';

// Shapes shared by several Strapi entries, mapped to the gateway's domain.

export const IMAGE_FIELDS = ['url', 'width', 'height', 'alternativeText'];

export const strapiImage = z
  .object({
    url: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    alternativeText: z.string().nullable(),
  })
  .nullish()
  .transform((image): Image | null =>
    image
      ? { url: image.url, width: image.width ?? 0, height: image.height ?? 0, alt: image.alternativeText ?? '' }
      : null,
  );

/** Decimal columns come as JSON numbers (SQLite, PostgreSQL through Strapi) or strings (other drivers). */
export const strapiAmount = z.union([z.number(), z.string()]).transform((value, context) => {
  const amount = parseAmount(value);
  if (amount === undefined) context.addIssue({ code: 'custom', message: `not a decimal amount: ${value}` });
  return amount ?? z.NEVER;
});

/** One amount in one currency. */
export const strapiMoney = z.object({ currency: z.enum(CURRENCIES), amount: strapiAmount });

export const strapiPrices = z.array(strapiMoney).transform((entries): Money[] => sortPriceSet(entries));

/** A populated `localizations` relation whose entries carry `urlField` and `nameField`. */
export function strapiLinks(urlField: string, nameField: string) {
  return z.array(z.looseObject({ locale: z.enum(LOCALES) })).transform((entries): LocalizedLink[] =>
    sortLinks(
      entries.map((entry) => ({
        locale: entry.locale,
        url: String(entry[urlField] ?? ''),
        name: String(entry[nameField] ?? ''),
      })),
    ),
  );
}

/** A populated relation asked for with ids only. */
export const strapiIds = z
  .array(z.object({ documentId: z.string() }))
  .transform((entries) => entries.map((entry) => entry.documentId));
