import qs from 'qs';
import { QueryLimitError, serializeQuery } from './query-string';

const decoded = (query: Parameters<typeof serializeQuery>[0]) => decodeURIComponent(serializeQuery(query)).split('&');

describe('serializeQuery', () => {
  it('writes nested filters with brackets', () => {
    expect(decoded({ locale: 'fr', filters: { hidden: { $eq: false }, parent: { id: { $null: true } } } })).toEqual([
      'locale=fr',
      'filters[hidden][$eq]=false',
      'filters[parent][id][$null]=true',
    ]);
  });

  it('indexes sort, fields and $in arrays', () => {
    expect(
      decoded({
        sort: ['order:asc', 'name:desc'],
        fields: ['url', 'name'],
        filters: { slug: { $in: ['new', 'free'] } },
      }),
    ).toEqual([
      'sort[0]=order:asc',
      'sort[1]=name:desc',
      'fields[0]=url',
      'fields[1]=name',
      'filters[slug][$in][0]=new',
      'filters[slug][$in][1]=free',
    ]);
  });

  it('writes nested populate and pagination', () => {
    expect(
      decoded({
        populate: { localizations: { fields: ['url', 'locale', 'name'] }, image: true },
        pagination: { pageSize: 100 },
      }),
    ).toEqual([
      'populate[localizations][fields][0]=url',
      'populate[localizations][fields][1]=locale',
      'populate[localizations][fields][2]=name',
      'populate[image]=true',
      'pagination[pageSize]=100',
    ]);
  });

  it('encodes values but not keys, and round-trips through qs.parse', () => {
    const query = { filters: { url: { $eq: 'a&b=c d/é' } }, sort: ['order:asc'] };
    const search = serializeQuery(query);
    expect(search).toBe('filters[url][$eq]=a%26b%3Dc%20d%2F%C3%A9&sort[0]=order%3Aasc');
    expect(qs.parse(search)).toEqual(query);
  });

  it('skips undefined values and serialises an empty query to nothing', () => {
    expect(serializeQuery({ locale: undefined })).toBe('');
    expect(serializeQuery({})).toBe('');
  });

  it('accepts five bracket levels and refuses a sixth (qs keeps deeper keys as literal strings)', () => {
    expect(decoded({ populate: { categories: { populate: { parent: { fields: ['url'] } } } } })).toEqual([
      'populate[categories][populate][parent][fields][0]=url',
    ]);
    expect(() => serializeQuery({ a: { b: { c: { d: { e: { f: { g: 'deep' } } } } } } })).toThrow(
      new QueryLimitError('Query key a[b][c][d][e][f][g] is nested deeper than 5 levels'),
    );
  });

  it('refuses arrays longer than 20 items', () => {
    const ids = Array.from({ length: 21 }, (_, index) => `id${index}`);
    expect(() => serializeQuery({ filters: { documentId: { $in: ids } } })).toThrow(
      new QueryLimitError('Query array filters[documentId][$in] has 21 items, more than 20'),
    );
    expect(() => serializeQuery({ filters: { documentId: { $in: ids.slice(1) } } })).not.toThrow();
  });

  it('refuses more than 1000 parameters', () => {
    const filters = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`f${index}`, 'x']));
    expect(() => serializeQuery({ filters })).toThrow(new QueryLimitError('Query has 1001 parameters, more than 1000'));
  });
});
