import { MAX_QUERY_LENGTH, sanitizeSearchQuery } from './query';

describe('sanitizeSearchQuery', () => {
  it('removes control characters and collapses whitespace', () => {
    expect(sanitizeSearchQuery(' \u0000diagramme\t\n de\u200b  processus\u0007 ')).toBe('diagramme de processus');
  });

  it('keeps HTML, quotes and path characters as plain text', () => {
    expect(sanitizeSearchQuery(`<script>alert("x")</script> ../../etc/passwd 'ok'`)).toBe(
      `<script>alert("x")</script> ../../etc/passwd 'ok'`,
    );
  });

  it(`cuts at ${MAX_QUERY_LENGTH} characters, counting emoji as one`, () => {
    const cut = sanitizeSearchQuery('😀'.repeat(150));
    expect([...cut]).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('leaves nothing of a blank query', () => {
    expect(sanitizeSearchQuery(' \u0001\t ')).toBe('');
  });
});
