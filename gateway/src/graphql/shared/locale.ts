import { registerEnumType } from 'type-graphql';
import { LOCALES, LOCALE_NAMES } from '../../domain/locales';
import { enumOf } from './enum-of';

export const LocaleEnum = enumOf(LOCALES);

registerEnumType(LocaleEnum, {
  name: 'Locale',
  description: 'A language of the site. English (en) is the default and has no route prefix.',
  valuesConfig: Object.fromEntries(LOCALES.map((locale) => [locale, { description: LOCALE_NAMES[locale] }])),
});
