import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { documentHash } from './persistedRequest';

/**
 * For Apollo Client, before its HttpLink: the hash alone (docs/adr/0025), and the text only if the gateway knows no
 * such hash (a gateway started before the last codegen, in development; production refuses the text too).
 */
export const persistedDocumentLink = () => new PersistedQueryLink({ generateHash: documentHash });
