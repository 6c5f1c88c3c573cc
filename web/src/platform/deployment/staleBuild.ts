/**
 * Whether a newer deployment than the page's is known (the deployment watch's verdict), for the code that
 * navigates: the page's chunks may be gone, so the next in-app navigation must be a full page load.
 */
let stale: () => boolean = () => false;

/** The deployment watch registers its verdict here; returns the registration's removal. */
export function watchStaleBuild(check: () => boolean): () => void {
  stale = check;
  return () => {
    if (stale === check) stale = () => false;
  };
}

/**
 * `router.push(href)`, or a full load of `href` once a newer build is known: a client-side navigation would need
 * chunks of the page's build, which may be gone, and the visitor would lose where they were going.
 */
export function navigate(
  router: { push: (href: string) => void },
  href: string,
  assign: (href: string) => void = (url) => window.location.assign(url),
): void {
  if (stale()) assign(href);
  else router.push(href);
}
