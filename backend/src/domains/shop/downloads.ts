import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { Sema } from 'async-sema';
import type { FormsConfig } from '../../env/settings';
import type { ShopConfig } from '../../env/settings';
import { ShopError } from '../../http/errors';
import { DEFAULT_LOCALE, type Locale } from '../../locales';
import { getOrder, orderLocale } from './orders';
import type { OrderRow } from '../../persistence/orders';
import { buildPresentation, type PresentationSlide } from './presentation';
import { diagramNames, diagramNamesIn, diagramRowIn, slidesOf } from '../../persistence/catalogue';
import { type EntitlementRow, entitlementById } from '../../persistence/entitlements';
import { type SampleRequestRow, sampleRequestById } from '../../persistence/sample-requests';

export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const INVALID_LINK = 'This download link is invalid or has expired.';
/** Clock difference tolerated between the server that signed a link and the one that checks it. */
const CLOCK_SKEW_SECONDS = 60;

const config = (strapi: Core.Strapi) => strapi.config.get('shop') as ShopConfig;

/**
 * What a link is signed over: an order (its key), an entitlement (`entitlement:<id>`) or a free sample request
 * (`sample:<id>`); order keys have no colon, so a signature of one never passes for another.
 */
type Grantor = { order: string } | { entitlement: number } | { sample: number };
const subjectOf = (grantor: Grantor) =>
  'order' in grantor
    ? grantor.order
    : 'entitlement' in grantor
      ? `entitlement:${grantor.entitlement}`
      : `sample:${grantor.sample}`;

/** The query naming a link's grantor. */
const grantorQuery = (grantor: Grantor): Record<string, string> =>
  'order' in grantor
    ? { order: grantor.order }
    : 'entitlement' in grantor
      ? { entitlement: String(grantor.entitlement) }
      : { sample: String(grantor.sample) };

/** The grantor a link's query names: exactly one of order, entitlement or sample; null otherwise. */
function grantorOf(query: Record<string, unknown>): Grantor | null {
  const named = (['order', 'entitlement', 'sample'] as const).filter((name) => query[name] !== undefined);
  if (named.length !== 1) return null;
  const value = query[named[0]];
  if (typeof value !== 'string') return null;
  if (named[0] === 'order') return { order: value };
  if (!/^\d{1,15}$/.test(value)) return null;
  return named[0] === 'entitlement' ? { entitlement: Number(value) } : { sample: Number(value) };
}

/** How long a link works: a free sample's lasts longer (it is mailed, and the same address gets one a day). */
const lifetimeOf = (strapi: Core.Strapi, grantor: Grantor) =>
  'sample' in grantor
    ? (strapi.config.get('forms') as FormsConfig).sampleLinkTtlSeconds
    : config(strapi).downloadTtlSeconds;

function signature(secret: string, grantor: Grantor, diagramId: number, expires: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${subjectOf(grantor)}\n${diagramId}\n${expires}`)
    .digest('base64url');
}

export interface DownloadLink {
  diagram_id: number;
  title: string;
  file_name: string;
  url: string;
  expires_at: string;
}

type Named = { diagram_id: number; title: string; url: string };

const fileNameOf = (line: { url: string; diagram_id: number }) => `${line.url || `diagram-${line.diagram_id}`}.pptx`;

/**
 * Title and url slug of an order's diagrams in a language (one query); a diagram missing in that language keeps the
 * English ones the order recorded.
 */
export async function linesInLanguage<T extends Named>(strapi: Core.Strapi, locale: Locale, lines: T[]): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || lines.length === 0) return lines;
  const rows = await diagramNames(
    strapi,
    lines.map((line) => line.diagram_id),
    locale,
  );
  const localized = new Map(rows.map((row) => [row.legacy_id, row]));
  return lines.map((line) => {
    const row = localized.get(line.diagram_id);
    return row ? { ...line, title: row.title || line.title, url: row.url || line.url } : line;
  });
}

/** The order of a key, which must be PAID (403 otherwise). */
export async function paidOrder(strapi: Core.Strapi, key: string): Promise<OrderRow> {
  const order = await getOrder(strapi, key);
  if (order.order_status !== 'PAID') throw new ShopError(403, { error: 'The order is not paid yet.' });
  return order;
}

/** Signed, expiring links to the files of a PAID order, titled and named in the order's language. */
export async function listDownloads(strapi: Core.Strapi, key: string, now = Date.now()): Promise<DownloadLink[]> {
  return downloadLinks(strapi, await paidOrder(strapi, key), now);
}

export async function downloadLinks(strapi: Core.Strapi, order: OrderRow, now = Date.now()): Promise<DownloadLink[]> {
  const seen = new Set<number>();
  const lines = order.lines.filter((line) => !seen.has(line.diagram_id) && seen.add(line.diagram_id));
  return (await linesInLanguage(strapi, orderLocale(order), lines)).map((line) =>
    signedLink(strapi, { order: order.key }, line, now),
  );
}

/** A signed link to one diagram of a grantor, valid its lifetime from `now`. */
function signedLink(strapi: Core.Strapi, grantor: Grantor, line: Named, now: number): DownloadLink {
  const { downloadSecret, publicUrl } = config(strapi);
  const expires = Math.floor(now / 1000) + lifetimeOf(strapi, grantor);
  const query = new URLSearchParams({
    ...grantorQuery(grantor),
    expires: String(expires),
    signature: signature(downloadSecret, grantor, line.diagram_id, expires),
  });
  return {
    diagram_id: line.diagram_id,
    title: line.title,
    file_name: fileNameOf(line),
    url: `${publicUrl}/api/website/v1/downloads/${line.diagram_id}?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** Title and url slug of a diagram in a language (else English); null for a diagram that no longer exists. */
async function diagramIn(strapi: Core.Strapi, diagramId: number, locale: Locale): Promise<Named | null> {
  const rows = await diagramNamesIn(strapi, diagramId, [locale, DEFAULT_LOCALE]);
  const row = rows.find((candidate) => candidate.locale === locale) ?? rows[0];
  return row ? { diagram_id: diagramId, title: row.title, url: row.url } : null;
}

/** The signed link of a diagram obtained with credits, titled in the language it was obtained in. */
export async function entitlementLink(
  strapi: Core.Strapi,
  entitlement: EntitlementRow,
  now = Date.now(),
): Promise<DownloadLink> {
  const line = (await diagramIn(strapi, entitlement.diagram_legacy_id, entitlement.language ?? DEFAULT_LOCALE)) ?? {
    diagram_id: entitlement.diagram_legacy_id,
    title: '',
    url: '',
  };
  return signedLink(strapi, { entitlement: entitlement.id }, line, now);
}

/** The signed link of the free sample a request was sent, titled in the request's language. */
export async function sampleLink(strapi: Core.Strapi, request: SampleRequestRow, now = Date.now()) {
  const line = await diagramIn(strapi, request.diagram_legacy_id, request.language);
  return line && signedLink(strapi, { sample: request.id }, line, now);
}

/** What a valid link grants: one diagram, in the language of its order, entitlement or free sample request. */
interface Granted {
  diagramId: number;
  locale: Locale;
  line: Named;
}

async function grantedByOrder(strapi: Core.Strapi, key: string, diagramId: number): Promise<Granted | null> {
  const order = await getOrder(strapi, key).catch(() => null);
  const line = order?.order_status === 'PAID' ? order.lines.find((item) => item.diagram_id === diagramId) : undefined;
  if (!order || !line) return null;
  const [localized] = await linesInLanguage(strapi, orderLocale(order), [line]);
  return { diagramId, locale: orderLocale(order), line: localized };
}

async function grantedByEntitlement(strapi: Core.Strapi, id: number, diagramId: number): Promise<Granted | null> {
  const entitlement = await entitlementById(strapi, id);
  if (entitlement?.diagram_legacy_id !== diagramId) return null;
  const locale = entitlement.language ?? DEFAULT_LOCALE;
  const line = await diagramIn(strapi, diagramId, locale);
  return line && { diagramId, locale, line };
}

async function grantedBySample(strapi: Core.Strapi, id: number, diagramId: number): Promise<Granted | null> {
  const request = await sampleRequestById(strapi, id);
  if (request?.diagram_legacy_id !== diagramId) return null;
  const line = await diagramIn(strapi, diagramId, request.language);
  return line && { diagramId, locale: request.language, line };
}

/**
 * Checks a download link (of an order, an entitlement or a free sample request); any defect answers the same
 * 403. A link expires at most its lifetime after it was handed out, whatever its query says: a signature made with
 * a leaked secret still cannot last for ever.
 */
async function verifyLink(strapi: Core.Strapi, diagramParam: string, query: Record<string, unknown>): Promise<Granted> {
  const refuse = () => new ShopError(403, { error: INVALID_LINK });
  const { downloadSecret } = config(strapi);
  const diagramId = Number(diagramParam);
  const { expires, signature: given } = query;
  const grantor = grantorOf(query);
  if (!Number.isSafeInteger(diagramId) || !grantor || typeof expires !== 'string' || typeof given !== 'string')
    throw refuse();
  const expiresAt = Number(expires);
  const now = Math.floor(Date.now() / 1000);
  const lifetime = lifetimeOf(strapi, grantor);
  if (!/^\d{1,12}$/.test(expires) || expiresAt < now || expiresAt > now + lifetime + CLOCK_SKEW_SECONDS) throw refuse();
  const expected = Buffer.from(signature(downloadSecret, grantor, diagramId, expiresAt));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) throw refuse();
  const granted =
    'order' in grantor
      ? await grantedByOrder(strapi, grantor.order, diagramId)
      : 'entitlement' in grantor
        ? await grantedByEntitlement(strapi, grantor.entitlement, diagramId)
        : await grantedBySample(strapi, grantor.sample, diagramId);
  if (!granted) throw refuse();
  return granted;
}

interface PresentationContent {
  title: string;
  slides: PresentationSlide[];
}

/** The content of a diagram's presentation in a language (else English): its title and its slides in order. */
async function presentationContent(
  strapi: Core.Strapi,
  diagramId: number,
  locale: Locale,
): Promise<PresentationContent> {
  const diagram =
    (await diagramRowIn(strapi, diagramId, locale)) ?? (await diagramRowIn(strapi, diagramId, DEFAULT_LOCALE));
  if (!diagram) throw new ShopError(404, { detail: 'Diagram not found' });
  const slides = await slidesOf(strapi, diagram);
  const publicDir = strapi.dirs.static.public;
  const presentationSlides: PresentationSlide[] = slides.map((slide) => {
    const url = slide.image?.url;
    const file = url?.startsWith('/uploads/') ? path.join(publicDir, ...url.split('/')) : null;
    return { title: slide.title, number: slide.number, imageFile: file && fs.existsSync(file) ? file : null };
  });
  return { title: diagram.title, slides: presentationSlides };
}

/**
 * Presentations built at once. A build holds its slides' images and two zips in memory (tens of MB) and keeps a core
 * busy: twenty first downloads at once took a backend under its heap cap (deploy/backend.env) out of memory. The
 * others wait their turn; each file is built once, however many buyers ask for it meanwhile.
 */
const builds = new Sema(2);
const building = new Map<string, Promise<void>>();

async function writePresentation(file: string, content: PresentationContent): Promise<void> {
  await builds.acquire();
  try {
    const data = await buildPresentation(content.title, content.slides);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } finally {
    builds.release();
  }
}

/** Generates the .pptx once per content (kept in DOWNLOAD_CACHE_DIR, keyed by a hash of the content). */
async function presentationFile(strapi: Core.Strapi, diagramId: number, locale: Locale): Promise<string> {
  const content = await presentationContent(strapi, diagramId, locale);
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({
      version: 2,
      title: content.title,
      slides: content.slides.map(({ title, number }) => ({ title, number })),
    }),
  );
  for (const slide of content.slides) if (slide.imageFile) hash.update(fs.readFileSync(slide.imageFile));
  const directory = path.resolve(strapi.dirs.app.root, config(strapi).downloadCacheDir);
  const file = path.join(directory, `diagram-${diagramId}-${hash.digest('hex').slice(0, 16)}.pptx`);
  if (fs.existsSync(file)) return file;

  let written = building.get(file);
  if (!written) {
    written = writePresentation(file, content).finally(() => building.delete(file));
    building.set(file, written);
  }
  await written;
  return file;
}

export async function download(strapi: Core.Strapi, diagramParam: string, query: Record<string, unknown>) {
  const { diagramId, locale, line } = await verifyLink(strapi, diagramParam, query);
  const file = await presentationFile(strapi, diagramId, locale);
  return { file, fileName: fileNameOf(line), size: fs.statSync(file).size };
}
