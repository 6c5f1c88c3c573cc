import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

/** The gateway's mark on an answer made in part from copies it kept for a backend outage (docs/adr/0026). */
const OUTAGE_EXTENSION = 'answeredDuringOutage';

/** Handed to a query in its context as `outageNote`; `answered` says whether the gateway marked the answer. */
export interface OutageNote {
  answered: boolean;
}

/**
 * Fills the query's `outageNote` from the answer's extensions: Apollo Client 4 gives a query's caller its data
 * and errors, not the extensions.
 */
export const outageNoteLink = () =>
  new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const note = operation.getContext().outageNote as OutageNote | undefined;
        if (note && result.extensions?.[OUTAGE_EXTENSION] === true) note.answered = true;
        return result;
      }),
    ),
  );
