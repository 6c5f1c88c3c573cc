/** A preview image as the backend stores it; url may be relative to the media server. */
export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** "/uploads/a.svg" → "https://cdn.example/uploads/a.svg"; absolute urls (cloud providers) stay as they are. */
export function absoluteMediaUrl(mediaPublicUrl: string, url: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${mediaPublicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
