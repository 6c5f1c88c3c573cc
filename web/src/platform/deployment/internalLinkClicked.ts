/**
 * The URL of a same-origin link that a plain click would follow in this tab (what next/link turns
 * into a client-side navigation), or undefined: modified clicks, new tabs, downloads, other sites
 * and same-page anchors are left as they are.
 */
export function internalLinkClicked(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  const here = new URL(window.location.href);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url.href;
}
