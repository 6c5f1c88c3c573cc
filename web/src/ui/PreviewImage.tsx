import { PlainImage } from '@/ui/PlainImage';

const SVG = /\.svg(?:$|\?)/i;

export type PreviewImageData = { url: string; width: number; height: number };

type Props = {
  image: PreviewImageData;
  /** The image's displayed width per viewport, for the browser's choice of source. */
  sizes: string;
  /**
   * In the page's language, or empty when a title beside the image already says what it shows.
   * Not the gateway's alt: that is the media library's one text per file, the same (English) in
   * every locale.
   */
  alt: string;
  className?: string;
  preload?: boolean;
};

/**
 * A diagram or slide preview. Width and height reserve its box before it loads (no layout shift).
 * SVG previews are served as they are: Next's optimizer does not rasterize SVG.
 */
export function PreviewImage({ image, sizes, alt, className, preload }: Props) {
  return (
    <PlainImage
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={sizes}
      className={className}
      unoptimized={SVG.test(image.url)}
      preload={preload}
    />
  );
}
