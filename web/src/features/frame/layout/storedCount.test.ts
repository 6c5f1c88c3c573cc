import { storedCount } from './storedCount';

describe('storedCount', () => {
  it('counts a stored list', () => {
    expect(storedCount('[{"id":1},{"id":2}]')).toBe(2);
    expect(storedCount('[]')).toBe(0);
  });

  it('is 0 for nothing, broken JSON or something other than a list', () => {
    expect(storedCount(null)).toBe(0);
    expect(storedCount('{oops')).toBe(0);
    expect(storedCount('{"items":[1]}')).toBe(0);
  });
});
