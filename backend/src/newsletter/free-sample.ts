import type { Core } from '@strapi/strapi';
import type { FormsConfig } from '../env/settings';
import { VisitorForm } from '../forms/visitor-form';
import type { Locale } from '../locales';
import { sendMail } from '../mail/send';
import { sampleLink } from '../shop/downloads';
import { sampleMail } from './sample-mail';
import { type Subscription, subscribe } from './subscribers';

const SAMPLE_REQUEST = 'api::free-sample-request.free-sample-request';
const DIAGRAM = 'api::diagram.diagram';
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
async function freeSampleId(strapi: Core.Strapi): Promise<number | null> {
  const { freeSampleUrl } = strapi.config.get('forms') as FormsConfig;
  const row = (await strapi.db
    .query(DIAGRAM)
    .findOne({ where: { url: freeSampleUrl, locale: 'en' }, select: ['legacy_id'] })) as { legacy_id: number } | null;
  return row?.legacy_id ?? null;
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

interface RequestRow {
  id: number;
  diagram_legacy_id: number;
  language: Locale;
}

/**
 * Whether this request is the one of its address to mail: none mailed in the last 24 hours. Checked after the
 * insert, so that of two requests at once only the first (lowest id) mails; the other's row is removed, as a
 * repeat within the day is not stored.
 */
async function firstInWindow(strapi: Core.Strapi, email: string, id: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DEDUPE_MS);
  const first = (await strapi.db.query(SAMPLE_REQUEST).findOne({
    where: { email, mailed: true, createdAt: { $gt: since } },
    select: ['id'],
    orderBy: { id: 'asc' },
  })) as { id: number } | null;
  if (first?.id === id) return true;
  if (first) await strapi.db.query(SAMPLE_REQUEST).delete({ where: { id } });
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
  const recent = await strapi.db.query(SAMPLE_REQUEST).count({
    where: { email: form.email, mailed: true, createdAt: { $gt: new Date(now.getTime() - DEDUPE_MS) } },
  });
  const subscription: Subscription | null = form.newsletter
    ? await subscribe(strapi, { email: form.email, locale, consentText: form.consentText, at: now })
    : null;
  if (recent > 0) return null;
  const request = (await strapi.db.query(SAMPLE_REQUEST).create({
    data: {
      email: form.email,
      message: form.message,
      diagram_legacy_id: form.diagramId,
      language: locale,
      newsletter_agreement: form.newsletter,
      terms_agreement: true,
      consent_text: form.consentText,
      consented_at: now,
      mailed: true,
    },
  })) as RequestRow;
  if (!(await firstInWindow(strapi, form.email, request.id, now))) return null;
  return async () => {
    try {
      const link = await sampleLink(strapi, request);
      if (!link) throw new Error(`the free sample ${request.diagram_legacy_id} is no longer in the catalogue`);
      await sendMail(strapi, form.email, sampleMail(strapi, locale, link, subscription));
    } catch (error) {
      await strapi.db.query(SAMPLE_REQUEST).update({ where: { id: request.id }, data: { mailed: false } });
      throw error;
    }
  };
}
