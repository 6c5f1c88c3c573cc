import type { IncomingMessage } from 'node:http';
import { clientAddress } from './clientAddress';

const request = (peer: string | undefined, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the TCP peer with no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '10.0.0.1, 10.0.0.2'), 0)).toBe('203.0.113.7');
  });

  it('is the address the trusted proxies recorded, N hops back', () => {
    // The edge (peer 10.0.0.9) appended the client it saw; the client forged the first entry.
    expect(clientAddress(request('10.0.0.9', '1.2.3.4, 198.51.100.20'), 1)).toBe('198.51.100.20');
    // Two proxies: edge → load balancer (peer) → web.
    expect(clientAddress(request('10.0.0.9', '1.2.3.4, 198.51.100.20, 10.0.0.5'), 2)).toBe('198.51.100.20');
  });

  it('stops at the furthest address when the chain is shorter than the hops', () => {
    expect(clientAddress(request('10.0.0.9', '198.51.100.20'), 3)).toBe('198.51.100.20');
    expect(clientAddress(request('10.0.0.9'), 1)).toBe('10.0.0.9');
  });

  it('takes the peer when the entry is not an IP address', () => {
    expect(clientAddress(request('10.0.0.9', 'unknown'), 1)).toBe('10.0.0.9');
    expect(clientAddress(request('10.0.0.9', '<script>'), 1)).toBe('10.0.0.9');
  });

  it('writes IPv4 clients of a dual-stack socket as IPv4, and keeps IPv6', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(request('::1'), 0)).toBe('::1');
    expect(clientAddress(request('10.0.0.9', '2001:db8::1'), 1)).toBe('2001:db8::1');
  });

  it('has no answer once the socket is gone', () => {
    expect(clientAddress(request(undefined, '198.51.100.20'), 1)).toBeUndefined();
  });
});
