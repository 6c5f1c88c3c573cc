import { InputError } from '../../domain/errors';
import { scriptedShop } from './__fixtures__/scripted-shop';
import { ShopError } from './errors';
import { confirmNewsletter, requestFreeSample, sendContactMessage, unsubscribeNewsletter } from './forms';

/** The backend's 400 for a visitor's form: Strapi's ValidationError, each field's code as `name`. */
const validationError = (...errors: Array<[string, string]>) => ({
  status: 400,
  body: {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: errors.map(([field]) => `${field}: refused`).join('; '),
      details: { errors: errors.map(([field, code]) => ({ path: [field], message: 'refused', name: code })) },
    },
  },
});

const SAMPLE = {
  email: 'ada@example.com',
  diagram_id: 7,
  message: 'Hello',
  newsletter_agreement: true,
  terms_agreement: true,
  consent_text: 'I agree',
};

async function failureOf(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe('the forms over the shop API', () => {
  it('posts spec §7 free_product body and the contact message to their routes', async () => {
    const { shop, calls } = scriptedShop([
      { status: 202, body: { accepted: true } },
      { status: 201, body: { id: 3 } },
    ]);
    await requestFreeSample(shop, SAMPLE);
    const contact = {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
      terms_agreement: true,
      consent_text: '',
      acknowledge: true,
    };
    await sendContactMessage(shop, contact);
    expect(calls).toEqual([
      { method: 'POST', url: 'http://shop.test/api/free_product/', body: SAMPLE },
      { method: 'POST', url: 'http://shop.test/api/contact-messages/', body: contact },
    ]);
  });

  it("maps the backend's field codes to the GraphQL input's paths", async () => {
    const { shop } = scriptedShop([validationError(['email', 'EMAIL_INVALID'], ['terms_agreement', 'TERMS_REQUIRED'])]);
    const error = await failureOf(requestFreeSample(shop, SAMPLE));
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({
      reason: 'EMAIL_INVALID',
      field: 'input.email',
      fieldErrors: { 'input.email': ['EMAIL_INVALID'], 'input.agreement': ['TERMS_REQUIRED'] },
    });
  });

  it("leaves a refusal that is not the visitor's doing (NOT_FREE_SAMPLE) and an outage as the shop's errors", async () => {
    const { shop } = scriptedShop([validationError(['diagram_id', 'NOT_FREE_SAMPLE']), { status: 503 }]);
    expect(await failureOf(requestFreeSample(shop, SAMPLE))).toMatchObject({
      constructor: ShopError,
      status: 400,
      fieldErrors: { diagram_id: ['NOT_FREE_SAMPLE'] },
    });
    expect(await failureOf(requestFreeSample(shop, SAMPLE))).toMatchObject({ constructor: ShopError, status: 503 });
  });

  it('confirms and unsubscribes with the token in the body; an unknown token is INVALID_TOKEN', async () => {
    const { shop, calls } = scriptedShop([
      { status: 200, body: { status: 'confirmed' } },
      { status: 200, body: { status: 'unsubscribed' } },
      validationError(['token', 'INVALID_TOKEN']),
    ]);
    await confirmNewsletter(shop, 'abc');
    await unsubscribeNewsletter(shop, 'abc');
    expect(calls.map(({ url, body }) => [url, body])).toEqual([
      ['http://shop.test/api/newsletter/confirm/', { token: 'abc' }],
      ['http://shop.test/api/newsletter/unsubscribe/', { token: 'abc' }],
    ]);
    expect(await failureOf(confirmNewsletter(shop, 'nope'))).toMatchObject({
      reason: 'INVALID_TOKEN',
      fieldErrors: { token: ['INVALID_TOKEN'] },
    });
  });
});
