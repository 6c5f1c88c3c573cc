import { locales } from './locales';
import { messages } from './messages';

/** The {placeholders} a message uses. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

describe('message catalogues', () => {
  const englishKeys = Object.keys(messages.en).sort();

  it.each(locales)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(englishKeys);
  });

  it.each(locales)('%s has no empty message and the same placeholders as English', (locale) => {
    for (const key of englishKeys) {
      const id = key as keyof typeof messages.en;
      expect(messages[locale][id].trim()).not.toBe('');
      expect([key, placeholders(messages[locale][id])]).toEqual([key, placeholders(messages.en[id])]);
    }
  });

  it('keeps the 404 wording of the spec', () => {
    expect(messages.en['notFound.title']).toBe('Page not found: {path}');
    expect(messages.fr['notFound.title']).toBe('Page introuvable : {path}');
  });
});
