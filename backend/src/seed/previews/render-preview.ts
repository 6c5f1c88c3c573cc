import type { SeedPreview } from '../catalogue';
import { Random } from '../random';
import { DRAWERS } from './drawings';
import { paletteFor } from './palettes';

export const PREVIEW_WIDTH = 640;
export const PREVIEW_HEIGHT = 360;
/** Longer headings are squeezed to the slide width, very long ones cut. */
const SQUEEZE_HEADING_FROM = 44;
const MAX_HEADING_LENGTH = 64;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A 16:9 slide-like SVG: title, caption and a drawing that suggests the kind of diagram. */
export function renderPreview(preview: SeedPreview): string {
  const colors = paletteFor(preview.palette);
  const [background, ink, text] = preview.dark ? ['#1e2430', '#8a93a6', '#ffffff'] : ['#f7f8fb', '#c4c9d4', '#1e2430'];
  const drawing = DRAWERS[preview.drawing]({
    count: preview.count,
    colors,
    ink,
    random: new Random(preview.variation),
  });
  const heading = shorten(preview.heading, MAX_HEADING_LENGTH);
  const squeeze =
    heading.length > SQUEEZE_HEADING_FROM ? ` textLength="${PREVIEW_WIDTH - 80}" lengthAdjust="spacingAndGlyphs"` : '';
  const caption = preview.caption
    ? `<text x="40" y="78" font-size="14" fill="${ink}">${escapeXml(preview.caption)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="Helvetica, Arial, sans-serif">` +
    `<title>${escapeXml(preview.alternativeText)}</title>` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${background}"/>` +
    `<rect width="${PREVIEW_WIDTH}" height="8" fill="${colors[0]}"/>` +
    `<text x="40" y="52" font-size="22" font-weight="bold" fill="${text}"${squeeze}>${escapeXml(heading)}</text>` +
    caption +
    drawing +
    `<rect x="0" y="${PREVIEW_HEIGHT - 6}" width="${PREVIEW_WIDTH}" height="6" fill="${colors[1]}"/>` +
    `</svg>\n`
  );
}
