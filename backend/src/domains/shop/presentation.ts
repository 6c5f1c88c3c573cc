import fs from 'node:fs';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';

export interface PresentationSlide {
  number: number;
  title: string;
  /** The slide's preview (SVG or raster file), or null when it is missing. */
  imageFile: string | null;
}

/** 16:9 slide, 10 x 5.625 inches. */
const SLIDE_WIDTH = 10;
const IMAGE_H = 4.3;
const IMAGE_W = (IMAGE_H * 16) / 9;
const IMAGE = { x: (SLIDE_WIDTH - IMAGE_W) / 2, y: 1.05, w: IMAGE_W, h: IMAGE_H };

/** SVG previews are rasterised to PNG: PowerPoint before 2016 cannot show SVG. */
async function previewPng(file: string): Promise<string | null> {
  try {
    const png = await sharp(fs.readFileSync(file), { density: 144 }).resize({ width: 1280 }).png().toBuffer();
    return `image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/** A .pptx with one slide per slide of the diagram: its title and its preview (or a placeholder shape). */
export async function buildPresentation(title: string, slides: PresentationSlide[]): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = title;
  pptx.subject = title;
  pptx.author = 'Slide template shop';
  pptx.company = 'Slide template shop';

  for (const slide of slides) {
    const page = pptx.addSlide();
    page.background = { color: 'FFFFFF' };
    page.addText(slide.title || `${title} – ${slide.number}`, {
      x: 0.5,
      y: 0.25,
      w: SLIDE_WIDTH - 1,
      h: 0.6,
      fontSize: 24,
      bold: true,
      color: '1F2937',
      fontFace: 'Arial',
    });
    const image = slide.imageFile ? await previewPng(slide.imageFile) : null;
    if (image) {
      page.addImage({ data: image, x: IMAGE.x, y: IMAGE.y, w: IMAGE.w, h: IMAGE.h });
    } else {
      page.addShape(pptx.ShapeType.rect, {
        x: IMAGE.x,
        y: IMAGE.y,
        w: IMAGE.w,
        h: IMAGE.h,
        fill: { color: 'F3F4F6' },
        line: { color: 'D1D5DB' },
      });
      page.addText(title, {
        x: IMAGE.x,
        y: IMAGE.y + 1.8,
        w: IMAGE.w,
        h: 0.6,
        fontSize: 18,
        align: 'center',
        color: '6B7280',
      });
    }
  }
  return deterministic((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}

/** Fixed date of every generated file, so that the same diagram always gives the same bytes. */
const FIXED_DATE = new Date('2026-01-01T00:00:00.000Z');
const W3CDTF = FIXED_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** pptxgenjs stamps the document properties and the zip entries with the current time: both are fixed here. */
async function deterministic(pptx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  const core = zip.file('docProps/core.xml');
  if (core) {
    const xml = (await core.async('string')).replace(
      /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
      `$1${W3CDTF}$3`,
    );
    zip.file('docProps/core.xml', xml);
  }
  const output = new JSZip();
  for (const name of Object.keys(zip.files).sort()) {
    const entry = zip.files[name];
    if (entry.dir) continue;
    output.file(name, await entry.async('nodebuffer'), { date: FIXED_DATE, createFolders: false });
  }
  return output.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
