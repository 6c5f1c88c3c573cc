import { CONTACT_MAIL_TEXTS } from '../src/domains/visitor-forms/contact/mail-texts';
import { staffName } from '../src/domains/visitor-forms/contact/contact-messages';
import { SAMPLE_MAIL_TEXTS } from '../src/domains/visitor-forms/newsletter/mail-texts';
import { linkPeriod } from '../src/domains/visitor-forms/newsletter/sample-mail';

/** The visitor mails of the forms (free sample, contact acknowledgement): translated, placeholders kept. */
const CATALOGUES = { SAMPLE_MAIL_TEXTS, CONTACT_MAIL_TEXTS } as Record<string, Record<string, Record<string, string>>>;
const TRANSLATED = ['fr', 'de', 'es', 'pt'];
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe.each(Object.entries(CATALOGUES))('%s', (_name, texts) => {
  it.each(TRANSLATED)('is translated in %s: every key, no English left, the same placeholders', (locale) => {
    const english = texts.en;
    expect(Object.keys(texts[locale]).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts[locale])) {
      expect({ key, text }).not.toEqual({ key, text: english[key] });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english[key]) });
    }
  });
});

describe('the download link period', () => {
  it('says one day, hour or minute in the singular and more in the plural, in each language', () => {
    expect(linkPeriod('en', 24 * 60 * 60)).toBe('1 day');
    expect(linkPeriod('en', 7 * 24 * 60 * 60)).toBe('7 days');
    expect(linkPeriod('de', 7 * 24 * 60 * 60)).toBe('7 Tage');
    // French puts a no-break space between the number and the unit.
    expect(linkPeriod('fr', 2 * 60 * 60).replace(/\s/gu, ' ')).toBe('2 heures');
    expect(linkPeriod('es', 60)).toBe('1 minuto');
  });
});

describe("the name in the staff's copy of a contact message", () => {
  it('stays as written, unless it holds a link: then no mail client can make it one', () => {
    expect(staffName('Grete Müller')).toBe('Grete Müller');
    expect(staffName('J. R. R. Tolkien')).toBe('J. R. R. Tolkien');
    expect(staffName('Visit https://spam.example')).toBe('Visit https[:]//spam[.]example');
    expect(staffName('Cheap pills at spam.example/buy')).toBe('Cheap pills at spam[.]example/buy');
    expect(staffName('www.spam.example')).toBe('www[.]spam[.]example');
  });
});
