import type { Core } from '@strapi/strapi';
import type { FormsConfig } from '../../../env/settings';
import { VisitorForm } from '../visitor-form';
import type { Locale } from '../../../locales';
import { sendMail } from '../../../mail/send';
import { legacyIdOfDiagramAt } from '../../../persistence/catalogue';
import {
  createSampleRequest,
  deleteSampleRequest,
  firstMailedSampleRequestSince,
  mailedSampleRequestsSince,
  markSampleRequestNotMailed,
} from '../../../persistence/sample-requests';
import { sampleLink } from '../../shop/downloads';
import { sampleMail } from './sample-mail';
import { type Subscription, subscribe } from './subscribers';

const MESSAGE_MAX = 2000;
/** One sample mail per address in this window: asking again only updates the newsletter consent. */
const DEDUPE_MS = 24 * 60 * 60 * 1000;

/** Spec §7's body of POST /free_product/, checked. */
export interface FreeSampleForm {
  email: string;
  message: string;
  diagramId: number;
  newsletter: boolean;
  consentText: string | null;
}

/** The legacy id of the free sample (FREE_SAMPLE_URL, its English url); null if the catalogue has none. */
function freeSampleId(strapi: Core.Strapi): Promise<number | null> {
  const { freeSampleUrl } = strapi.config.get('forms') as FormsConfig;
  return legacyIdOfDiagramAt(strapi, freeSampleUrl);
}

/** The body, checked: every field refusal at once, and never a diagram other than the free sample. */
export async function parseFreeSample(strapi: Core.Strapi, body: unknown): Promise<FreeSampleForm> {
  const form = new VisitorForm(body);
  const email = form.email();
  const message = form.requiredText('message', MESSAGE_MAX, { keepLines: true });
  form.terms();
  const consentText = form.consentText();
  const diagramId = (body as { diagram_id?: unknown } | null)?.diagram_id;
  const freeId = await freeSampleId(strapi);
  if (freeId === null || diagramId !== freeId) {
    form.refuse('diagram_id', 'NOT_FREE_SAMPLE', 'This diagram is not the free sample');
  }
  form.check();
  return { email, message, diagramId: freeId as number, newsletter: form.flag('newsletter_agreement'), consentText };
}

/**
 * Whether this request is the one of its address to mail: none mailed in the last 24 hours. Checked after the
 * insert, so that of two requests at once only the first (lowest id) mails; the other's row is removed, as a
 * repeat within the day is not stored.
 */
async function firstInWindow(strapi: Core.Strapi, email: string, id: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DEDUPE_MS);
  const first = await firstMailedSampleRequestSince(strapi, email, since);
  if (first === id) return true;
  if (first !== null) await deleteSampleRequest(strapi, id);
  return false;
}

/**
 * Records a request (and the newsletter consent when given); returns the mail to send after the response, or
 * null when this address already got the sample within 24 hours: that repeat only updates the consent, and no
 * second request row is stored. A mail that fails marks its row not mailed, so that asking again mails.
 */
export async function recordFreeSample(
  strapi: Core.Strapi,
  form: FreeSampleForm,
  locale: Locale,
  now = new Date(),
): Promise<(() => Promise<void>) | null> {
  const recent = await mailedSampleRequestsSince(strapi, form.email, new Date(now.getTime() - DEDUPE_MS));
  const subscription: Subscription | null = form.newsletter
    ? await subscribe(strapi, { email: form.email, locale, consentText: form.consentText, at: now })
    : null;
  if (recent > 0) return null;
  const request = await createSampleRequest(strapi, {
    email: form.email,
    message: form.message,
    diagram_legacy_id: form.diagramId,
    language: locale,
    newsletter_agreement: form.newsletter,
    terms_agreement: true,
    consent_text: form.consentText,
    consented_at: now,
    mailed: true,
  });
  if (!(await firstInWindow(strapi, form.email, request.id, now))) return null;
  return async () => {
    try {
      const link = await sampleLink(strapi, request);
      if (!link) throw new Error(`the free sample ${request.diagram_legacy_id} is no longer in the catalogue`);
      await sendMail(strapi, form.email, sampleMail(strapi, locale, link, subscription));
    } catch (error) {
      await markSampleRequestNotMailed(strapi, request.id);
      throw error;
    }
  };
}
