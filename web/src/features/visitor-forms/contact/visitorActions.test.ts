import { sendContactMessageAction } from '@/features/visitor-forms/contact/actions';
import { sentOperation } from '@/platform/gateway/sentOperationForTest';
import { confirmNewsletterAction, requestFreeSampleAction, unsubscribeNewsletterAction } from '../newsletter/actions';

jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ 'x-forwarded-for': '10.1.2.3' }),
}));

const calls: { query: string; variables: Record<string, unknown> }[] = [];
let answer: () => unknown;

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    calls.push({ query: sentOperation(body) ?? '', variables: body.variables });
    return Response.json(answer());
  }) as typeof fetch;
});

const refused = (code: string, reason?: string, fieldErrors?: Record<string, string[]>) => ({
  errors: [{ message: 'English the web never shows', extensions: { code, reason, fieldErrors } }],
});

const VALUES = { email: 'ana@example.com', message: 'Un lancement', agreement: true };

describe('the newsletter and contact server actions', () => {
  it('sends the free-sample request with the consent text the visitor read, the proof and the language', async () => {
    answer = () => ({ data: { requestFreeSample: true } });
    expect(await requestFreeSampleAction(VALUES, 'fr', 'cHJvb2Y=')).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toContain('requestFreeSample');
    expect(calls[0].variables).toEqual({
      locale: 'fr',
      input: {
        ...VALUES,
        humanProof: 'cHJvb2Y=',
        consentText: "J'accepte les conditions et la politique de confidentialité et de recevoir la newsletter.",
      },
    });
  });

  it('never calls the gateway with invalid values, and says why in message ids', async () => {
    const result = await requestFreeSampleAction({ email: 'nope', message: '', agreement: false }, 'de', 'p');
    expect(calls).toHaveLength(0);
    expect(result).toEqual({
      ok: false,
      problem: {
        message: null,
        humanProof: null,
        fields: {
          email: 'newsletter.error.emailInvalid',
          message: 'newsletter.error.required',
          agreement: 'newsletter.error.terms',
        },
      },
    });
  });

  it("turns the gateway's refusal of a replayed proof into the widget's message", async () => {
    answer = () => refused('BAD_USER_INPUT', 'HUMAN_PROOF_REPLAYED', { humanProof: ['HUMAN_PROOF_REPLAYED'] });
    const result = await sendContactMessageAction({ name: 'Ana', ...VALUES }, 'es', 'p');
    expect(calls[0].query).toContain('sendContactMessage');
    expect(calls[0].variables.input).toMatchObject({
      name: 'Ana',
      consentText: 'Acepto las condiciones y la política de privacidad.',
    });
    expect(result).toEqual({
      ok: false,
      problem: { message: null, fields: {}, humanProof: 'verification.error.HUMAN_PROOF_REPLAYED' },
    });
  });

  it('says an outage in the form’s own words', async () => {
    global.fetch = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    }) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await sendContactMessageAction({ name: 'Ana', ...VALUES }, 'en', 'p');
    expect(result).toEqual({ ok: false, problem: { message: 'contact.failed', fields: {}, humanProof: null } });
  });

  it('spends a mailed token only when given one, and tells an unknown token from an outage', async () => {
    expect(await confirmNewsletterAction('')).toEqual({ ok: false, message: 'newsletter.confirm.invalid' });
    expect(calls).toHaveLength(0);
    answer = () => refused('BAD_USER_INPUT', 'INVALID_TOKEN');
    expect(await unsubscribeNewsletterAction('t0ken')).toEqual({
      ok: false,
      message: 'newsletter.unsubscribe.invalid',
    });
    expect(calls[0].variables).toEqual({ token: 't0ken' });
    answer = () => ({ data: { confirmNewsletter: true } });
    expect(await confirmNewsletterAction('t0ken')).toEqual({ ok: true });
    answer = () => refused('UPSTREAM_UNAVAILABLE');
    expect(await confirmNewsletterAction('t0ken')).toEqual({ ok: false, message: 'newsletter.link.failed' });
  });
});
