import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../../config/shop';
import { ShopError } from './errors';
import { DEFAULT_LOCALE, type Locale } from '../locales';
import { getOrder, orderLocale, type OrderRow } from './orders';
import { buildPresentation, type PresentationSlide } from './presentation';

const DIAGRAM = 'api::diagram.diagram';
const SLIDE = 'api::slide.slide';
export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const INVALID_LINK = 'This download link is invalid or has expired.';
/** Clock difference tolerated between the server that signed a link and the one that checks it. */
const CLOCK_SKEW_SECONDS = 60;

const config = (strapi: Core.Strapi) => strapi.config.get('shop') as ShopConfig;

function signature(secret: string, orderKey: string, diagramId: number, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${orderKey}\n${diagramId}\n${expires}`).digest('base64url');
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
 * Title and url slug of the order's diagrams in the order's language (one query); a diagram missing in that
 * language keeps the English ones the order recorded.
 */
async function inOrderLanguage<T extends Named>(strapi: Core.Strapi, order: OrderRow, lines: T[]): Promise<T[]> {
  const locale = orderLocale(order);
  if (locale === DEFAULT_LOCALE || lines.length === 0) return lines;
  const rows = (await strapi.db.query(DIAGRAM).findMany({
    where: { legacy_id: { $in: lines.map((line) => line.diagram_id) }, locale },
    select: ['legacy_id', 'title', 'url'],
  })) as { legacy_id: number; title: string; url: string }[];
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
  const { downloadSecret, downloadTtlSeconds, publicUrl } = config(strapi);
  const expires = Math.floor(now / 1000) + downloadTtlSeconds;
  const seen = new Set<number>();
  const lines = order.lines.filter((line) => !seen.has(line.diagram_id) && seen.add(line.diagram_id));
  return (await inOrderLanguage(strapi, order, lines)).map((line) => {
    const query = new URLSearchParams({
      order: order.key,
      expires: String(expires),
      signature: signature(downloadSecret, order.key, line.diagram_id, expires),
    });
    return {
      diagram_id: line.diagram_id,
      title: line.title,
      file_name: fileNameOf(line),
      url: `${publicUrl}/api/website/v1/downloads/${line.diagram_id}?${query}`,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  });
}

/**
 * Checks a download link; any defect answers the same 403. A link expires at most DOWNLOAD_TTL_SECONDS after it
 * was handed out, whatever its query says: a signature made with a leaked secret still cannot last for ever.
 */
async function verifyLink(
  strapi: Core.Strapi,
  diagramParam: string,
  query: Record<string, unknown>,
): Promise<{ order: OrderRow; diagramId: number }> {
  const refuse = () => new ShopError(403, { error: INVALID_LINK });
  const { downloadSecret, downloadTtlSeconds } = config(strapi);
  const diagramId = Number(diagramParam);
  const { order: key, expires, signature: given } = query;
  if (
    !Number.isSafeInteger(diagramId) ||
    typeof key !== 'string' ||
    typeof expires !== 'string' ||
    typeof given !== 'string'
  )
    throw refuse();
  const expiresAt = Number(expires);
  const now = Math.floor(Date.now() / 1000);
  if (!/^\d{1,12}$/.test(expires) || expiresAt < now || expiresAt > now + downloadTtlSeconds + CLOCK_SKEW_SECONDS)
    throw refuse();
  const expected = Buffer.from(signature(downloadSecret, key, diagramId, expiresAt));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) throw refuse();
  const order = await getOrder(strapi, key).catch(() => {
    throw refuse();
  });
  if (order.order_status !== 'PAID' || !order.lines.some((line) => line.diagram_id === diagramId)) throw refuse();
  return { order, diagramId };
}

interface SlideRow {
  number: number;
  title: string;
  image: { url: string } | null;
}

/** The content of a diagram's presentation in a language (else English): its title and its slides in order. */
async function presentationContent(strapi: Core.Strapi, diagramId: number, locale: Locale) {
  const find = (inLocale: Locale) =>
    strapi.db
      .query(DIAGRAM)
      .findOne({ where: { legacy_id: diagramId, locale: inLocale }, select: ['id', 'title', 'locale'] });
  const diagram = ((await find(locale)) ?? (await find(DEFAULT_LOCALE))) as {
    id: number;
    title: string;
    locale: Locale;
  } | null;
  if (!diagram) throw new ShopError(404, { detail: 'Diagram not found' });
  const slides = (await strapi.db.query(SLIDE).findMany({
    where: { diagram: { id: diagram.id }, locale: diagram.locale },
    select: ['number', 'title'],
    populate: { image: { select: ['url'] } },
    orderBy: { number: 'asc' },
  })) as SlideRow[];
  const publicDir = strapi.dirs.static.public;
  const presentationSlides: PresentationSlide[] = slides.map((slide) => {
    const url = slide.image?.url;
    const file = url?.startsWith('/uploads/') ? path.join(publicDir, ...url.split('/')) : null;
    return { title: slide.title, number: slide.number, imageFile: file && fs.existsSync(file) ? file : null };
  });
  return { title: diagram.title, slides: presentationSlides };
}

/** Generates the .pptx once per content (cache under .tmp/downloads/, keyed by a hash of the content). */
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
  const directory = path.join(strapi.dirs.app.root, '.tmp', 'downloads');
  const file = path.join(directory, `diagram-${diagramId}-${hash.digest('hex').slice(0, 16)}.pptx`);
  if (fs.existsSync(file)) return file;

  const data = await buildPresentation(content.title, content.slides);
  fs.mkdirSync(directory, { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
  return file;
}

export async function download(strapi: Core.Strapi, diagramParam: string, query: Record<string, unknown>) {
  const { order, diagramId } = await verifyLink(strapi, diagramParam, query);
  const [line] = await inOrderLanguage(strapi, order, [
    order.lines.find((candidate) => candidate.diagram_id === diagramId)!,
  ]);
  const file = await presentationFile(strapi, diagramId, orderLocale(order));
  return { file, fileName: fileNameOf(line), size: fs.statSync(file).size };
}
