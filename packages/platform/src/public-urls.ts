/**
 * Why an address given to browsers is no production address (issue 32): not https, or one nobody outside can reach,
 * an address of this machine (`localhost`, loopback) or of a private network (RFC 1918, link-local, IPv6
 * unique-local); null when it may be public. Names are not resolved: a private name is the operator's to catch.
 */
export function publicAddressProblem(url: string): string | null {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed) return 'is not a URL';
  if (parsed.protocol !== 'https:') return 'must be an https address';
  const host = parsed.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return `is on localhost (${host})`;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)?.slice(1).map(Number);
  if (ipv4) {
    const [a, b] = ipv4;
    if (a === 127 || a === 0) return `is on this machine (${host})`;
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254))
      return `is a private address (${host})`;
    return null;
  }
  if (host === '::1' || host === '::') return `is on this machine (${host})`;
  if (/^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host)) return `is a private address (${host})`;
  return null;
}
