import { NotFoundError } from '../domain/errors';
import {
  type ContactFields,
  type FreeSampleFields,
  checkContactMessage,
  checkFreeSample,
  checkNewsletterToken,
} from '../domain/forms';
import type { Locale } from '../domain/locales';
import { type BoundAllowances, limitedAttempt } from './limited-attempt';
import type { Allowances } from '../limits/rate-limits';
import { mayMail, recipientKey } from '../limits/recipient-limits';
import type { ShopClient } from '../upstreams/shop/client';
import * as forms from '../upstreams/shop/forms';
import { LOCALE_HEADER } from '../upstreams/headers';
import type { HumanVerification, ProtectedForm } from '../verification/human-verification';

interface Proven {
  humanProof?: string | null;
}

export interface FormsOptions {
  /** Carries the client address and the gateway secret: the backend trusts the gateway checked the visitor. */
  shop: ShopClient;
  human: HumanVerification;
  limits: BoundAllowances;
  /** Counted per mailed address, whoever asks (the `recipient` allowance): no inbox gets more than its share. */
  recipients: Allowances;
  /** The free sample's legacy id (FREE_SAMPLE_URL's diagram): the web never names the diagram. */
  freeSampleId: () => Promise<number | undefined>;
}

/**
 * The visitor's forms for one GraphQL request: the rules of domain/forms.ts first, so that a refused field leaves
 * the human proof (spec §7) unspent, then the proof, the client's rate limit and the backend.
 */
export class Forms {
  constructor(private readonly options: FormsOptions) {}

  async humanChallenge(form: ProtectedForm): Promise<string> {
    await this.options.limits.take('challenge');
    return this.options.human.challenge(form);
  }

  async requestFreeSample(input: FreeSampleFields & Proven, locale: Locale): Promise<boolean> {
    const { email, message, consentText } = checkFreeSample(input);
    await this.options.human.verify('NEWSLETTER', input.humanProof);
    return limitedAttempt(this.options.limits, 'message', async () => {
      const diagramId = await this.options.freeSampleId();
      if (diagramId === undefined) throw new NotFoundError('The free sample is not in the catalogue.');
      // The sample is the mail itself: an address past its share gets RATE_LIMITED (try again later), not a
      // silent "accepted" that never arrives. Given back when the shop did not answer.
      await limitedAttempt(this.perAddress(email), 'recipient', () =>
        forms.requestFreeSample(this.inLocale(locale), {
          email,
          diagram_id: diagramId,
          message,
          newsletter_agreement: input.agreement,
          terms_agreement: input.agreement,
          consent_text: consentText,
        }),
      );
      return true;
    });
  }

  async sendContactMessage(input: ContactFields & Proven, locale: Locale): Promise<boolean> {
    const { name, email, message, consentText } = checkContactMessage(input);
    await this.options.human.verify('CONTACT', input.humanProof);
    return limitedAttempt(this.options.limits, 'message', async () => {
      // The message still reaches the shop when the address is past its share; only its acknowledgement is dropped,
      // so a flooded inbox cannot keep its owner from writing to us.
      const acknowledge = await mayMail(this.options.recipients, email);
      await forms.sendContactMessage(this.inLocale(locale), {
        name,
        email,
        message,
        terms_agreement: input.agreement,
        consent_text: consentText,
        acknowledge,
      });
      return true;
    });
  }

  confirmNewsletter(token: string): Promise<boolean> {
    return this.tokenCall(token, forms.confirmNewsletter);
  }

  unsubscribeNewsletter(token: string): Promise<boolean> {
    return this.tokenCall(token, forms.unsubscribeNewsletter);
  }

  /** A wrong token is a guess: it counts against the strict `guess` allowance, a right one is given back. */
  private async tokenCall(token: string, call: (shop: ShopClient, token: string) => Promise<void>) {
    const checked = checkNewsletterToken(token);
    await limitedAttempt(
      this.options.limits,
      'guess',
      () => call(this.options.shop, checked),
      () => true,
    );
    return true;
  }

  /** The `recipient` allowance of one address, as an attempt takes it. */
  private perAddress(email: string): BoundAllowances {
    const key = recipientKey(email);
    return {
      take: (kind) => this.options.recipients.take(kind, key),
      giveBack: (kind) => this.options.recipients.giveBack(kind, key),
    };
  }

  private inLocale(locale: Locale): ShopClient {
    return this.options.shop.withHeaders({ [LOCALE_HEADER]: locale });
  }
}
