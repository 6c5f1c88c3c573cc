import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * next/image's <img> without next/image's client component: the same optimizer sources, srcset, sizes and lazy
 * loading, from getImageProps(). Rendered by server components, it keeps that component (about 5 kB) out of every
 * page's first-load JavaScript (docs/adr/0021). `preload` adds the same <link rel="preload"> as next/image, and
 * marks the page's main image (its largest paint): fetched at high priority and decoded with the paint, not after
 * it (next/image's `decoding="async"` left the diagram page's preview out of the first paint, to be painted only
 * once hydration had run).
 */
export function PlainImage({ alt, preload, ...image }: ImageProps) {
  const main = preload ? ({ fetchPriority: 'high', decoding: 'sync' } as const) : {};
  const { props } = getImageProps({ alt, preload, ...main, ...image });
  if (preload)
    preloadImage(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  // biome-ignore lint/performance/noImgElement: next/image's own attributes, from getImageProps() above.
  return <img {...props} alt={alt} />;
}
