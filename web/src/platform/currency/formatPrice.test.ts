import { formatPrice } from './formatPrice';

// Intl separates a number from its currency sign with a no-break space (U+00A0) or a narrow one (U+202F).
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes each currency the way the page language does', () => {
    expect(formatPrice({ amount: '19.00', currency: 'USD' }, 'en')).toBe('$19.00');
    expect(spaces(formatPrice({ amount: '37.72', currency: 'EUR' }, 'fr'))).toBe('37,72 €');
    expect(spaces(formatPrice({ amount: '1234.50', currency: 'EUR' }, 'de'))).toBe('1.234,50 €');
    expect(spaces(formatPrice({ amount: '56.17', currency: 'CAD' }, 'es'))).toBe('56,17 CAD');
    expect(spaces(formatPrice({ amount: '41.00', currency: 'USD' }, 'pt'))).toBe('41,00 US$');
    expect(spaces(formatPrice({ amount: '41.00', currency: 'USD' }, 'fr'))).toBe('41,00 $US');
    expect(formatPrice({ amount: '56.17', currency: 'CAD' }, 'en')).toBe('CA$56.17');
  });

  it('keeps every digit of the decimal string, with no float rounding', () => {
    expect(formatPrice({ amount: '90071992547409.99', currency: 'USD' }, 'en')).toBe('$90,071,992,547,409.99');
    expect(formatPrice({ amount: '0.00', currency: 'EUR' }, 'en')).toBe('€0.00');
  });
});
