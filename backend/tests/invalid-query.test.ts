import { invalidQueryMessage } from '../src/middlewares/invalid-query';

describe('invalidQueryMessage', () => {
  it("passes on the messages of Strapi's query builder, which name only the offending value", () => {
    expect(invalidQueryMessage(new Error('Expected a valid Number, got abc'))).toBe('Expected a valid Number, got abc');
    expect(invalidQueryMessage(new Error('Operator $and must be an array'))).toBe('Operator $and must be an array');
    expect(invalidQueryMessage(new Error('Undefined attribute level operator a'))).toBe(
      'Undefined attribute level operator a',
    );
  });

  it('replaces driver messages, which carry the SQL, by a plain sentence', () => {
    const sqlite = new TypeError(
      'select `t0`.`id` from `diagrams` - SQLite3 can only bind numbers, strings, bigints, buffers, and null',
    );
    expect(invalidQueryMessage(sqlite)).toBe('A value in the query has the wrong type.');
    const postgres = Object.assign(
      new Error('select "t0"."id" from "diagrams" - invalid input syntax for type integer: "abc"'),
      { code: '22P02' },
    );
    expect(invalidQueryMessage(postgres)).toBe('A value in the query has the wrong type.');
    const wrapped = new Error('Query failed', {
      cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
    });
    expect(invalidQueryMessage(wrapped)).toBe('The query contains characters the database cannot store.');
    expect(invalidQueryMessage(Object.assign(new Error('x'), { code: '22012' }))).toBe(
      'A value in the query is invalid.',
    );
  });

  it('leaves every other error to the 500 handler', () => {
    expect(invalidQueryMessage(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBeNull();
    expect(invalidQueryMessage(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBeNull();
    expect(invalidQueryMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(invalidQueryMessage('not an error')).toBeNull();
  });
});
