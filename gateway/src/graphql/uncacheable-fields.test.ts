import { parse } from 'graphql';
import { buildGatewaySchema } from './schema';
import { uncacheableFields } from './uncacheable-fields';

const uncacheable = uncacheableFields(buildGatewaySchema());

describe('uncacheableFields', () => {
  it('lets a catalogue page be cached whole', () => {
    expect(uncacheable(parse('{ catalogue(locale: fr) { total items { title price { amount } } } currency }'))).toBe(
      false,
    );
  });

  it('keeps out a document asking a per-visitor field, in a fragment too', () => {
    expect(uncacheable(parse('{ humanChallenge(form: CONTACT) { payload } }'))).toBe(true);
    expect(
      uncacheable(
        parse(`query { ...Cart }
          fragment Cart on Query { priceCart(locale: en, items: [{ diagramId: 1 }]) { total { amount } } }`),
      ),
    ).toBe(true);
  });
});
