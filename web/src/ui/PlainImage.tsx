import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * next/image's <img> without next/image's client component: the same optimizer sources, srcset, sizes and lazy
 * loading, from getImageProps(). Rendered by server components, it keeps that component (about 5 kB) out of every
 * page's first-load JavaScript (docs/adr/0021). `preload` adds the same <link rel="preload"> as next/image.
 */
export function PlainImage({ alt, preload, ...image }: ImageProps) {
  const { props } = getImageProps({ alt, preload, ...image });
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
