import { MAX_QUERY_LENGTH, sanitizeQuery } from './sanitizeQuery';
import { searchPath } from './searchPath';

describe('sanitizeQuery', () => {
  it('keeps words in every language, with accents and hyphens', () => {
    expect(sanitizeQuery('  Diagramme   de  Gantt ')).toBe('Diagramme de Gantt');
    expect(sanitizeQuery('étapes à-propos Größe ação')).toBe('étapes à-propos Größe ação');
    expect(sanitizeQuery('e\u0301tapes')).toBe('étapes');
  });

  it('drops HTML', () => {
    expect(sanitizeQuery('<script>alert(1)</script>')).toBe('alert 1');
    expect(sanitizeQuery('<b>cycle</b> <img src=x onerror=alert(1)>chart')).toBe('cycle chart');
    expect(sanitizeQuery('a < b > c')).toBe('a c');
  });

  it('turns quotes and path characters into spaces', () => {
    expect(sanitizeQuery(`"l'entreprise" ‘x’`)).toBe('l entreprise x');
    expect(sanitizeQuery('../../etc/passwd')).toBe('etc passwd');
    expect(sanitizeQuery('a\\b/c?d#e%20f&g')).toBe('a b c d e 20f g');
    expect(sanitizeQuery('..')).toBe('');
  });

  it('keeps hyphens only inside words', () => {
    expect(sanitizeQuery('-- 3-d --x- y')).toBe('3-d x y');
  });

  it('collapses whitespace, tabs and newlines', () => {
    expect(sanitizeQuery('pie\t\tchart\n\r\u00a0x')).toBe('pie chart x');
  });

  it('is empty when nothing searchable is left', () => {
    for (const raw of ['', '   ', '<br>', '"\'/\\', '...', '\n']) expect(sanitizeQuery(raw)).toBe('');
  });

  it('cuts long queries at a character boundary', () => {
    expect(Array.from(sanitizeQuery('é'.repeat(150)))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('searchPath', () => {
  it('puts the sanitised query, encoded, into the localized path', () => {
    expect(searchPath('en', 'pie chart')).toBe('/s/pie%20chart/');
    expect(searchPath('fr', 'étapes ')).toBe('/fr/s/%C3%A9tapes/');
    expect(searchPath('de', '<script>alert(1)</script> "../../etc" /x')).toBe('/de/s/alert%201%20etc%20x/');
  });

  it('leads to the bare search page when the query is empty', () => {
    expect(searchPath('en', '  ')).toBe('/s/');
    expect(searchPath('pt', '../')).toBe('/pt/s/');
  });
});
