import { ownBuild } from '@/platform/config/ownBuild';

export const dynamic = 'force-dynamic';

/** Spec §7: the running build, polled by pages to learn of a new deployment; never from a cache. */
export function GET(): Response {
  // Outside the proxy, so without its security headers: nosniff is the one a JSON answer needs.
  return Response.json(ownBuild(), { headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
}
