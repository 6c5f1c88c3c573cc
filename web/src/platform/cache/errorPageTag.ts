// A cached page that shows spec §8's error page in place of its content carries this tag, which names the status;
// the ISR handler (isrCacheHandler.ts) then has Next answer with that status, not 200.
const PREFIX = 'shop:error-page:';

export const errorPageTag = (status: number): string => `${PREFIX}${status}`;

/** The status a cached page's tags give it, if it shows an error page. */
export function errorPageStatus(tags: string[]): number | undefined {
  const tag = tags.find((candidate) => candidate.startsWith(PREFIX));
  return tag === undefined ? undefined : Number(tag.slice(PREFIX.length));
}
