import manifest from '@/gql/persisted-documents.json';

const KNOWN: Readonly<Record<string, string>> = manifest;

/** The text of the web's operation whose sha256 `hash` is (docs/adr/0025): what the gateway runs for it. */
export const knownOperation = (hash: unknown): string | undefined =>
  typeof hash === 'string' && Object.hasOwn(KNOWN, hash) ? KNOWN[hash] : undefined;
