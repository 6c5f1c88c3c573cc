import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';

/**
 * The extension an answer carries when part of it came from a copy kept for a backend outage (a last good copy, or
 * the search index's copy of a diagram): it may be stale or incomplete, so a client that caches it keeps it briefly
 * (the web: seconds, not the content's lifetime), and the whole-result cache does not keep it (docs/adr/0026).
 */
const OUTAGE_EXTENSION = 'answeredDuringOutage';

interface OutageNote {
  answered: boolean;
}

// Per GraphQL request: the cache that serves a copy is shared by every request and knows nothing of them.
const notes = new AsyncLocalStorage<OutageNote>();

/** Express middleware before Apollo's: what runs for this request may note an answer from an outage copy. */
export function noteOutageAnswers(): RequestHandler {
  return (_req, _res, next) => notes.run({ answered: false }, next);
}

/** Notes that the current request answers (in part) from a copy kept for an outage. */
export function noteOutageCopy(): void {
  const note = notes.getStore();
  if (note) note.answered = true;
}

/** Whether the current request answered (in part) from a copy kept for an outage. */
export function answeredFromOutageCopy(): boolean {
  return notes.getStore()?.answered ?? false;
}

/** Marks such an answer with OUTAGE_EXTENSION. */
export const outageExtensionPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && answeredFromOutageCopy())
          response.body.singleResult.extensions = {
            ...response.body.singleResult.extensions,
            [OUTAGE_EXTENSION]: true,
          };
      },
    };
  },
};
