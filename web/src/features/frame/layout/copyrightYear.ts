import { ownBuild } from '@/platform/config/ownBuild';

/**
 * The footer's copyright year: the year of the build, not of the request, so that rendering the
 * footer reads no clock and a cached page says the same as a fresh one.
 */
export function copyrightYear(): number {
  return new Date(ownBuild().time).getUTCFullYear();
}
