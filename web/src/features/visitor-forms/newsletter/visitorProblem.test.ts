import { visitorProblem } from './visitorProblem';

const FIELDS = ['email', 'message', 'agreement'];
const failure = (codes: string[], fieldErrors: Record<string, string[]> = {}, reason?: string) => ({
  codes,
  fieldErrors,
  ...(reason && { reason }),
});

describe('what a refused newsletter or contact submit tells the visitor', () => {
  it("puts the gateway's field codes on the fields, in spec §5's words", () => {
    const problem = visitorProblem(
      failure(['BAD_USER_INPUT'], {
        'input.email': ['EMAIL_INVALID'],
        'input.message': ['MESSAGE_TOO_LONG'],
        'input.agreement': ['TERMS_REQUIRED'],
      }),
      FIELDS,
      'newsletter.failed',
    );
    expect(problem).toEqual({
      message: null,
      humanProof: null,
      fields: {
        email: 'newsletter.error.emailInvalid',
        message: 'newsletter.error.tooLong',
        agreement: 'newsletter.error.terms',
      },
    });
  });

  it("says '{field} is not valid.' for a code without words of its own", () => {
    const problem = visitorProblem(
      failure(['BAD_USER_INPUT'], { 'input.email': ['SOMETHING_NEW'] }),
      FIELDS,
      'newsletter.failed',
    );
    expect(problem.fields).toEqual({ email: 'newsletter.error.invalid' });
  });

  it.each(['HUMAN_PROOF_MISSING', 'HUMAN_PROOF_INVALID', 'HUMAN_PROOF_EXPIRED', 'HUMAN_PROOF_REPLAYED'])(
    'explains a refused human proof (%s) beside the widget',
    (reason) => {
      const problem = visitorProblem(
        failure(['BAD_USER_INPUT'], { 'input.humanProof': [reason] }, reason),
        FIELDS,
        'newsletter.failed',
      );
      expect(problem).toEqual({ message: null, fields: {}, humanProof: `verification.error.${reason}` });
    },
  );

  it('says a rate limit and an outage over the form', () => {
    expect(visitorProblem(failure(['RATE_LIMITED']), FIELDS, 'newsletter.failed').message).toBe(
      'errors.rateLimit.message',
    );
    expect(visitorProblem(failure(['UPSTREAM_UNAVAILABLE']), FIELDS, 'contact.failed').message).toBe('contact.failed');
  });
});
